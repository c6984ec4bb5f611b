import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useSiteContext } from './site-context';

/**
 * The react-redux Provider of the screens that use RTK Query (the panel and the console, which
 * render in the browser only): loaded with them, so no public page carries Redux. Their route's
 * lazy loader has made the store before they render.
 */
export function StoreRoot({ children }: { children: ReactNode }) {
  const store = useSiteContext().store.current();
  if (!store) throw new Error('the store was not loaded before its screen');
  return <Provider store={store}>{children}</Provider>;
}
