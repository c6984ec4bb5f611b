import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/chunk-reload';
import { Screen } from '../shell/Screen';

// Each screen is a chunk of its own (issue 11: the console's first load stays within budget).
const ProgrammeScreen = lazyScreen(
  async () => (await import('../programme/ProgrammeScreen')).ProgrammeScreen,
);
const BookScreen = lazyScreen(async () => (await import('./BookScreen')).BookScreen);
const CertificatesScreen = lazyScreen(
  async () => (await import('./CertificatesScreen')).CertificatesScreen,
);
const LettersScreen = lazyScreen(async () => (await import('./LettersScreen')).LettersScreen);

/** Issue 15's screens: the programme, the book of abstracts, letters and certificates. */
export const producesRoutes: RouteObject[] = [
  ['programme', <ProgrammeScreen key="p" />],
  ['book', <BookScreen key="b" />],
  ['letters', <LettersScreen key="l" />],
  ['certificates', <CertificatesScreen key="c" />],
].map(([path, screen]) => ({ path: path as string, element: <Screen>{screen}</Screen> }));
