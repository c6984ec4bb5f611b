export { App } from './site-context';
