import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/chunk-reload';
import { Screen } from '../shell/Screen';
import type { KindName } from './content-kind';
import type { ContentMode } from './screens';

/** A kind's screens: its list, a new item, a new translation of an item, and an item's edit. */
function kindRoutes(name: KindName): RouteObject[] {
  const screens = [
    ['', 'list'],
    ['/create', 'create'],
    ['/create/relation/:id', 'relation'],
    ['/update/:id', 'update'],
  ] as const satisfies readonly (readonly [string, ContentMode])[];
  return screens.map(([path, mode]) => {
    // A chunk of its own (see ../routes.tsx), shared by the kinds' screens.
    const Loaded = lazyScreen(async () => (await import('./screens')).contentScreen(name, mode));
    return {
      path: `${name}${path}`,
      element: (
        <Screen>
          <Loaded />
        </Screen>
      ),
    };
  });
}

/** Content pages and news in the console (spec §2), relative to /admin. */
export const contentRoutes: RouteObject[] = [...kindRoutes('pages'), ...kindRoutes('news')];
