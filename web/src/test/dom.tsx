import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { messages } from 'virtual:messages/all';
import type { ApiErrorBody, Locale, ReplyOf, RouteSpec } from '@conf/common';
import { App } from '../app/App';
import { createAppStore } from '../app/store';
import { Toaster } from '../app/Toaster';

/**
 * Component tests in jsdom (files that start with `// @vitest-environment jsdom`). jsdom has no
 * server behind it: the API's answers are stand-ins typed by the contract route they answer
 * (`satisfies ReplyOf<typeof contract.…>` at the call site). Real requests and answers are the
 * end-to-end suite's business.
 */

/** The API base the test store calls (an absolute address: Node's fetch needs one). */
export const API_BASE = 'http://portal.test/api';

/** One stand-in answer: a route's typed reply, or a refusal in the API's error shape. */
export type StandIn =
  | { status: 200 | 201; body: unknown }
  | { status: 400 | 401 | 403 | 404 | 409 | 413 | 422; body: ApiErrorBody };

interface Handler {
  route: RouteSpec;
  answer: (request: Request) => StandIn | Promise<StandIn>;
}

/** A person at the keyboard, without pauses between keys. */
export const person = () => {
  const user = userEvent.setup({ delay: null });
  return Object.assign(user, {
    /** Puts `text` into a control at once (pasted: antd re-renders its inputs at every key). */
    async fill(control: HTMLElement, text: string) {
      await user.clear(control);
      await user.click(control);
      await user.paste(text);
    },
  });
};

/** A route's successful answer, typed by the route. */
export const reply = <R extends RouteSpec>(
  _route: R,
  body: ReplyOf<R>,
  status: 200 | 201 = 200,
): StandIn => ({ status, body });

/** A refusal in the API's error shape (`{ message, errors }`). */
export const refusal = (
  status: 400 | 401 | 403 | 404 | 409 | 413 | 422,
  body: ApiErrorBody,
): StandIn => ({ status, body });

const pathPattern = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`);

/**
 * Answers the routes given (each by method and path) and records the requests; any other
 * request fails the test. `answer` may return a promise that the test resolves later (a
 * request still on its way).
 */
export function standInApi(handlers: Handler[]) {
  const requests: { route: RouteSpec; url: URL; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const handler = handlers.find(
      (h) => h.route.method === request.method && pathPattern(h.route.path).test(path),
    );
    if (!handler) throw new Error(`No stand-in for ${request.method} ${url.pathname}`);
    const text = await request.clone().text();
    requests.push({ route: handler.route, url, body: text ? (JSON.parse(text) as unknown) : null });
    const { status, body } = await handler.answer(request);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return requests;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The form control labelled `label` (a required field's label ends in " *"). */
export const byLabel = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escape(label)}(\\s*\\*)?$`));

/**
 * The message shown under a form control: what its aria-describedby points at (the site's
 * forms), or the error line of its antd form row (the panel's and the console's forms).
 */
export function messageOf(control: HTMLElement): string | null {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const described = ids.map((id) => document.getElementById(id)?.textContent ?? '');
  const row = control.closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error');
  return described.find((text) => text !== '') ?? row?.textContent ?? null;
}

/** A promise the test settles itself, for a request that stays on its way. */
export function pending<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Renders a screen at `path` with the app's store, catalogue, router and toasts. */
export function renderScreen(
  screen: ReactNode,
  { path = '/', at = path, locale = 'en' }: { path?: string; at?: string; locale?: Locale } = {},
) {
  const store = createAppStore({ baseUrl: API_BASE }, locale);
  const view = render(
    <App store={store}>
      <IntlProvider locale={locale} messages={messages[locale]} defaultLocale="en">
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path={path} element={screen} />
            <Route path="*" element={<p>Left the screen</p>} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </IntlProvider>
    </App>,
  );
  return { store, ...view };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// antd reads the media queries of the window, which jsdom does not implement.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

// jsdom lays nothing out, so nothing it shows ever changes size: an observer that never fires.
if (typeof window !== 'undefined' && typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
