import { API_PREFIX, fillPath, type contract, type ReplyOf } from '@conf/common';
import { api } from './api';
import { call, routing } from './contract';

const routes = routing.settings;

/**
 * The conference settings that the site and the panel read: the shell's contacts, associates
 * and counter (fetched with the shell, so the first HTML has them), and the pay page's accounts.
 * An organiser's save invalidates 'Settings', so both show the change without a reload.
 */
export const settingsReadApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicSettings: build.query<ReplyOf<typeof contract.settings.public>, void>({
      query: () => call(routes.public),
      providesTags: ['Settings'],
    }),
    getPaymentSettings: build.query<ReplyOf<typeof contract.settings.payment>, void>({
      query: () => call(routes.payment),
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetPublicSettingsQuery, useGetPaymentSettingsQuery } = settingsReadApi;

/**
 * Where an associate's uploaded logo is served on the site: the site's own '/api' (the address in
 * the server-rendered HTML must be the one the browser uses, not the API origin the server calls).
 */
export const siteLogoSrc = (logoId: string) =>
  API_PREFIX + fillPath(routes.logo.path, { id: logoId });
