import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { App } from './app/App';
import { setBusy } from './app/busy';
import { reloadAfterChunkError } from './app/chunk-reload';
import { loadMessages } from './app/intl';
import { localeFromPath } from './app/locale';
import { createRoutes } from './app/routes';
import { STATE_GLOBAL, hydrationData, type TransferredState } from './app/state-transfer';
import { SiteData } from './app/site-data';
import { lazyStore } from './app/store-access';

declare global {
  interface Window {
    [STATE_GLOBAL]?: TransferredState;
  }
}

/*
 * zod probes `new Function` when its first object schema is built unless told not to, and under
 * the site's Content-Security-Policy (no eval) that probe is reported as a violation even though
 * zod catches it. This is the object `z.config({ jitless: true })` writes to; setting it here,
 * before any chunk with zod loads, keeps zod out of the home page's first load.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// Vite reports a failed preload of a lazy chunk (after a new deployment) with this event.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadAfterChunkError()) event.preventDefault();
});

/** Lazy routes of the first page must be loaded before hydrating, or the markup would differ. */
async function resolveLazyMatches(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start() {
  const transferred = window[STATE_GLOBAL];
  const locale = localeFromPath(window.location.pathname);
  // The page's language must be there for the first render (hydration and the boot screen).
  await loadMessages(locale);
  const site = new SiteData({ baseUrl: '/api' }, transferred?.site, (busy) =>
    setBusy('site', busy),
  );
  // Redux and RTK Query load with the first screen that uses them (never for the home page).
  const store = lazyStore(locale, async (current) =>
    (await import('./app/browser-store')).makeBrowserStore(site, current),
  );
  const routes = createRoutes({ site, store });
  const container = document.getElementById('root')!;

  // Server-rendered pages are hydrated; the panel and the admin console arrive as an empty
  // shell and are rendered here.
  if (transferred) {
    await resolveLazyMatches(routes);
    const router = createBrowserRouter(routes, {
      hydrationData: hydrationData(transferred.router),
    });
    hydrateRoot(
      container,
      <StrictMode>
        <App site={site} store={store}>
          <RouterProvider router={router} />
        </App>
      </StrictMode>,
    );
  } else {
    const router = createBrowserRouter(routes);
    createRoot(container).render(
      <StrictMode>
        <App site={site} store={store}>
          <RouterProvider router={router} />
        </App>
      </StrictMode>,
    );
  }
}

void start();
