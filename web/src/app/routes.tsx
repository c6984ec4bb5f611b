import {
  data,
  redirect,
  type LazyRouteFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import type { Locale } from '@conf/common';
import { withChunkReload } from './chunk-reload';
import { BootScreen } from './BootScreen';
import { FallbackError, RouteError } from './ErrorPage';
import { errorStatus } from './error-message';
import type { PageMeta, RouteHandle } from './head';
import { loadMessages } from './intl';
import { failedList, notFound, throwLoadError } from './loader-utils';
import { LocaleRoot } from './LocaleRoot';
import { localizePath } from './locale';
import type { SiteData } from './site-data';
import {
  currentUserQuery,
  initialDataQuery,
  latestNewsQuery,
  publicSettingsQuery,
} from './site-queries';
import type { StoreAccess } from './store-access';
import { PublicShell } from '../site/PublicShell';
import { HomePage } from '../pages/HomePage';
import { pageFromSearch } from '../pages/page-param';

/*
 * Only the home page and the shell are in the first-load bundle; every other screen is a lazy
 * chunk (resolved before rendering on the server and before hydration in the browser), which
 * keeps the home page within its JavaScript budget.
 */
const contentPage = withChunkReload(async () => ({
  Component: (await import('../pages/ContentPage')).ContentPage,
}));
const fixedContentPage = (slug: string) =>
  withChunkReload(async () => {
    const { FixedContentPage } = await import('../pages/ContentPage');
    return { element: <FixedContentPage slug={slug} /> };
  });
const galleryPage = (year: 2024 | 2025) =>
  withChunkReload(async () => {
    const { GalleryPage } = await import('../pages/GalleryPage');
    return { element: <GalleryPage year={year} /> };
  });
const abstractsPage = withChunkReload(async () => ({
  Component: (await import('../pages/AcceptedAbstractsPage')).AcceptedAbstractsPage,
}));
const participantsPage = withChunkReload(async () => ({
  Component: (await import('../pages/ParticipantsPage')).ParticipantsPage,
}));
const programmePage = withChunkReload(async () => ({
  Component: (await import('../pages/programme/ProgrammePage')).ProgrammePage,
}));
const verifyPage = (kind: 'certificate' | 'letter') =>
  withChunkReload(async () => {
    const { VerifyPage } = await import('../pages/programme/VerifyPage');
    return { element: <VerifyPage kind={kind} /> };
  });
/** The requests of those pages, loaded with them (not part of the first-load bundle). */
const contentQueries = withChunkReload(() => import('../pages/content-queries'));
const programmeQueries = withChunkReload(() => import('../pages/programme/programme-queries'));
const testPage = withChunkReload(async () => ({
  Component: (await import('../pages/TestPage')).TestPage,
}));

export interface RouteDeps {
  /**
   * The public site's data (every public page reads through it) and the way to the RTK Query
   * store (the panel's and the console's, which render in the browser only). Loaders read them
   * when they run, not when the table is built: the server builds its route table once and gives
   * each request its own.
   */
  readonly site: SiteData;
  readonly store: StoreAccess;
}

type LazyResult = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

/**
 * A lazy screen that reads the RTK Query store (the panel, the console): its chunk, react-redux's
 * Provider (StoreRoot) and the store itself load together, so no public page carries them.
 */
function withStore(deps: RouteDeps, load: () => Promise<LazyResult>) {
  return async (): Promise<LazyResult> => {
    const [route, { StoreRoot }] = await Promise.all([
      load(),
      withChunkReload(() => import('./StoreRoot'))(),
      deps.store.load(),
    ]);
    const { Component, element, ...rest } = route;
    return {
      ...rest,
      ...(Component && {
        Component: () => (
          <StoreRoot>
            <Component />
          </StoreRoot>
        ),
      }),
      ...(element !== undefined && { element: <StoreRoot>{element}</StoreRoot> }),
    };
  };
}

/** Fixed routes whose text is a content page of the same slug (organisers edit it). */
export const FIXED_CONTENT_ROUTES = [
  'about_azerbaijan',
  'accommodation',
  'contact',
  'venue',
] as const;

function pageMetaLoader(
  deps: RouteDeps,
  locale: Locale,
  slugOf: (args: LoaderFunctionArgs) => string,
) {
  return async (args: LoaderFunctionArgs): Promise<PageMeta> => {
    const { loadFresh, pageQuery } = await contentQueries();
    const { data, error } = await loadFresh(deps.site, pageQuery(locale, slugOf(args)));
    if (!data) throwLoadError(error);
    return { title: data.title, description: data.description, translations: data.translations };
  };
}

/**
 * A verification page: a code nobody issued is the page's own "not found" state, answered with
 * 404 so that the status says it too; other failures are the page's error state.
 */
async function verifyLoader(
  deps: RouteDeps,
  locale: Locale,
  kind: 'certificate' | 'letter',
  code: string,
) {
  const { verificationQuery, loadFresh } = await programmeQueries();
  const { error } = await loadFresh(deps.site, verificationQuery(locale, kind, code));
  if (!error) return null;
  return errorStatus(error) === 404 ? data(null, { status: 404 }) : failedList(error);
}

/** The public routes of one locale (spec §2), all server-rendered inside the site's shell. */
function publicRoutes(deps: RouteDeps, locale: Locale): RouteObject[] {
  const id = (name: string) => `${locale}:${name}`;
  const handle = (h: RouteHandle) => h;
  return [
    {
      index: true,
      id: id('home'),
      Component: HomePage,
      // News are in the first HTML for crawlers; in the browser the home page fetches them
      // itself without holding up navigation (spec §7: no loader for news/latest).
      loader: async () => {
        if (import.meta.env.SSR) await deps.site.load(latestNewsQuery(locale));
        return null;
      },
    },
    ...FIXED_CONTENT_ROUTES.map((slug): RouteObject => ({
      path: slug,
      id: id(slug),
      lazy: fixedContentPage(slug),
      loader: pageMetaLoader(deps, locale, () => slug),
      handle: handle({ alternate: 'fixed' }),
    })),
    {
      // Before pages/:slug: the page's text plus the published programme (issue 15).
      path: 'pages/academic_program',
      id: id('programme'),
      lazy: programmePage,
      loader: async (args) => {
        const { publicProgrammeQuery, programmeQueryFromSearch, loadFresh } =
          await programmeQueries();
        const { query } = programmeQueryFromSearch(new URL(args.request.url).search);
        const [meta, programme] = await Promise.all([
          pageMetaLoader(deps, locale, () => 'academic_program')(args),
          loadFresh(deps.site, publicProgrammeQuery(locale, query)),
        ]);
        if (programme.error) return failedList(programme.error);
        return meta;
      },
      handle: handle({ alternate: 'fixed' }),
    },
    {
      path: 'verify/letter/:code',
      id: id('verify-letter'),
      lazy: verifyPage('letter'),
      loader: ({ params }) => verifyLoader(deps, locale, 'letter', params.code ?? ''),
      handle: handle({ titleKey: 'site.verify.letterTitle' }),
    },
    {
      path: 'verify/:code',
      id: id('verify'),
      lazy: verifyPage('certificate'),
      loader: ({ params }) => verifyLoader(deps, locale, 'certificate', params.code ?? ''),
      handle: handle({ titleKey: 'site.verify.title' }),
    },
    {
      path: 'pages/:slug',
      id: id('page'),
      lazy: contentPage,
      loader: pageMetaLoader(deps, locale, ({ params }) => params.slug ?? ''),
      handle: handle({ alternate: 'slug' }),
    },
    {
      path: 'accepted_abstracts',
      id: id('abstracts'),
      lazy: abstractsPage,
      loader: async ({ request }) => {
        const page = pageFromSearch(new URL(request.url).search);
        const { acceptedAbstractsQuery, loadFresh } = await contentQueries();
        const { error } = await loadFresh(deps.site, acceptedAbstractsQuery(locale, page));
        return error ? failedList(error) : null;
      },
      handle: handle({
        titleKey: 'site.nav.acceptedAbstracts',
        descriptionKey: 'site.abstracts.description',
      }),
    },
    {
      path: 'participants',
      id: id('participants'),
      lazy: participantsPage,
      loader: async ({ request }) => {
        const page = pageFromSearch(new URL(request.url).search);
        const { publicParticipantsQuery, loadFresh } = await contentQueries();
        const { error } = await loadFresh(deps.site, publicParticipantsQuery(locale, page));
        return error ? failedList(error) : null;
      },
      handle: handle({
        titleKey: 'site.nav.participants',
        descriptionKey: 'site.participants.description',
      }),
    },
    {
      path: 'gallery-2024',
      id: id('gallery-2024'),
      lazy: galleryPage(2024),
      handle: handle({
        titleKey: 'site.nav.gallery2024',
        descriptionKey: 'site.gallery.description',
      }),
    },
    {
      path: 'gallery-2025',
      id: id('gallery-2025'),
      lazy: galleryPage(2025),
      handle: handle({
        titleKey: 'site.nav.gallery2025',
        descriptionKey: 'site.gallery.description',
      }),
    },
    {
      path: 'test',
      id: id('test'),
      lazy: testPage,
      handle: handle({ titleKey: 'site.test.title' }),
    },
    { path: 'user', id: id('user'), loader: () => redirect(localizePath('/user/panel', locale)) },
    {
      path: 'user/login',
      id: id('login'),
      lazy: withChunkReload(() => import('../auth/LoginPage')),
      handle: handle({ titleKey: 'site.user.login' }),
    },
    {
      path: 'user/reg',
      id: id('register'),
      lazy: withChunkReload(() => import('../auth/RegisterPage')),
      handle: handle({ titleKey: 'site.user.register' }),
    },
    {
      path: 'user/forgot_password',
      id: id('forgot'),
      lazy: withChunkReload(() => import('../auth/ForgotPasswordPage')),
      handle: handle({ titleKey: 'site.page.forgotPassword' }),
    },
    {
      path: 'user/forgot_password/reset/:token',
      id: id('reset'),
      lazy: withChunkReload(() => import('../auth/ResetPasswordPage')),
      handle: handle({ titleKey: 'site.page.resetPassword' }),
    },
    {
      path: 'user/confirm/:token',
      id: id('confirm'),
      lazy: withChunkReload(() => import('../auth/ConfirmEmailPage')),
      handle: handle({ titleKey: 'site.page.confirmEmail' }),
    },
    // The loader always throws: the error element above renders the 404 page.
    { path: '*', id: id('not-found'), loader: () => notFound(), Component: () => null },
  ];
}

/**
 * One locale mount: the shared route table under '/' (en) or '/az' (az). The locale loader
 * also fetches what every screen needs (initial data, the signed-in user): on the server this
 * puts the user menu in the first HTML; in the browser it is cached after the first page.
 */
function mount(deps: RouteDeps, locale: Locale): RouteObject {
  const id = (name: string) => `${locale}:${name}`;
  return {
    id: locale,
    path: localizePath('/', locale),
    element: <LocaleRoot locale={locale} />,
    errorElement: <FallbackError />,
    HydrateFallback: BootScreen,
    loader: async () => {
      const { site } = deps;
      deps.store.setLocale(locale);
      const [initial] = await Promise.all([
        site.load(initialDataQuery(locale)),
        site.load(currentUserQuery(locale)),
        // The footer's contacts and associates are in the first HTML (errors: the footer hides them).
        site.load(publicSettingsQuery(locale)),
        loadMessages(locale),
      ]);
      // Spec §7: initial-data errors are only logged.
      if (initial.error) console.error('initial_data failed', initial.error);
      return null;
    },
    children: [
      {
        id: id('shell'),
        Component: PublicShell,
        // The pathless child keeps header and footer around the error page.
        children: [
          { id: id('public'), errorElement: <RouteError />, children: publicRoutes(deps, locale) },
        ],
      },
      {
        path: 'user/panel/*',
        id: id('panel'),
        errorElement: <RouteError />,
        handle: { clientOnly: true } satisfies RouteHandle,
        lazy: withStore(
          deps,
          withChunkReload(async () => (await import('../panel')).panelRoute(deps, locale)),
        ),
      },
      {
        path: 'admin/*',
        id: id('admin'),
        errorElement: <RouteError />,
        handle: { clientOnly: true } satisfies RouteHandle,
        lazy: withStore(
          deps,
          withChunkReload(async () =>
            (await import('../admin/web-route')).adminRoute(deps, locale),
          ),
        ),
      },
    ],
  };
}

/** The whole route table: English without a prefix, Azerbaijani under /az. */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  return [mount(deps, 'en'), mount(deps, 'az')];
}
