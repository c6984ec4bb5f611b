import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { cleanup, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect } from 'vitest';
import { messages } from 'virtual:messages/all';
import type { Locale } from '@conf/common';
import { App } from '../app/App';
import { IntlArea } from '../app/IntlArea';
import { setLocale } from '../app/locale-slice';
import { SiteData } from '../app/site-data';
import { createAppStore } from '../app/store';
import { fixedStore } from '../app/store-access';
import { StoreRoot } from '../app/StoreRoot';
import { Toaster } from '../app/Toaster';
import { API_BASE } from './stand-in-api';

/**
 * Component tests in jsdom (files that start with `// @vitest-environment jsdom`): a screen with
 * the app's store, catalogue, router and toasts, and the person using it. The API's answers are
 * stand-ins (stand-in-api.ts).
 */

/*
 * Failures and "not found" show antd's Result, a chunk loaded when first needed
 * (app/StatusResult.tsx). Loaded here up front, as a browser has it within a round trip: the
 * tests' waits then measure the screen, not the first transform of antd's module.
 */
await import('antd/es/result');

/*
 * findBy… and waitFor give up after 1 s by default: a first antd render in jsdom on a busy
 * 2-core machine takes longer, and a screen that appears late is not what these tests judge.
 */
configure({ asyncUtilTimeout: 10_000 });

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

/**
 * Formatting errors of the catalogue (a message rendered with a missing argument, an unknown id):
 * react-intl only logs them and shows the raw text, so every component test fails on them here.
 * A test that provokes one on purpose takes it out with `takeIntlErrors()`.
 */
const intlErrors: string[] = [];
export const takeIntlErrors = () => intlErrors.splice(0);
const onIntlError = (error: { message: string }) => {
  intlErrors.push(error.message);
};

/** Renders a screen at `path` with the app's store, catalogue, router and toasts. */
export function renderScreen(
  screen: ReactNode,
  { path = '/', at = path, locale = 'en' }: { path?: string; at?: string; locale?: Locale } = {},
) {
  const store = createAppStore({ baseUrl: API_BASE }, locale);
  const site = new SiteData({ baseUrl: API_BASE });
  const access = fixedStore(store, (next) => store.dispatch(setLocale(next)));
  const view = render(
    <App site={site} store={access}>
      <StoreRoot>
        <IntlArea
          locale={locale}
          messages={messages[locale]}
          defaultLocale="en"
          onError={onIntlError}
        >
          <MemoryRouter initialEntries={[at]}>
            <Routes>
              <Route path={path} element={screen} />
              <Route path="*" element={<p>Left the screen</p>} />
            </Routes>
          </MemoryRouter>
          <Toaster />
        </IntlArea>
      </StoreRoot>
    </App>,
  );
  return { store, ...view };
}

afterEach(() => {
  cleanup();
  expect(takeIntlErrors(), 'catalogue messages rendered with an error').toEqual([]);
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
