import type { contract, ReplyOf } from '@conf/common';
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

export { siteLogoSrc } from './site-queries';
