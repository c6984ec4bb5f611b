import { api } from './api';
import { routing } from './contract';
import { plainQuery } from './endpoints';

const routes = routing.settings;

/**
 * The conference settings that the site and the panel read: the shell's contacts, associates
 * and counter (fetched with the shell, so the first HTML has them), and the pay page's accounts.
 * An organiser's save invalidates 'Settings', so both show the change without a reload.
 */
export const settingsReadApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicSettings: plainQuery(build, routes.public, ['Settings']),
    getPaymentSettings: plainQuery(build, routes.payment, ['Settings']),
  }),
});

export const { useGetPublicSettingsQuery, useGetPaymentSettingsQuery } = settingsReadApi;

export { siteLogoSrc } from './site-queries';
