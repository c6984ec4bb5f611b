import {
  settingsUpdateSchema,
  type AdminSettingsDto,
  type PaymentSettingsDto,
  type PublicSettingsDto,
} from '../schemas/settings.js';
import { defineRoute, json } from './route.js';

/** The conference settings: public parts for the site, bank details for authors, all for organisers. */
export const settingsRoutes = {
  public: defineRoute({
    method: 'GET',
    path: '/settings/public',
    access: 'public',
    summary: "What the site's shell shows: contacts, associate organisations, visitor counter",
    reply: json<PublicSettingsDto>('PublicSettingsDto'),
  }),
  payment: defineRoute({
    method: 'GET',
    path: '/settings/payment',
    access: 'user',
    summary: 'The bank account for each fee currency, for the pay page',
    reply: json<PaymentSettingsDto>('PaymentSettingsDto'),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/admin/settings',
    access: 'admin',
    summary: 'Every settings section, with who saved it last and when',
    reply: json<AdminSettingsDto>('AdminSettingsDto'),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/admin/settings',
    access: 'admin',
    summary: 'Save one or more sections; each given section replaces the stored one',
    body: settingsUpdateSchema,
    reply: json<AdminSettingsDto>('AdminSettingsDto'),
  }),
} as const;
