import { z } from 'zod';
import {
  LOGO_LIMITS,
  settingsUpdateSchema,
  type LogoUploadDto,
  type AdminSettingsDto,
  type PaymentSettingsDto,
  type PublicSettingsDto,
} from '../schemas/settings.js';
import { defineRoute, file, json, multipart } from './route.js';

const logoParams = z.object({ id: z.uuid({ error: 'validation.invalidChoice' }) });

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
  uploadLogo: defineRoute({
    method: 'POST',
    path: '/admin/settings/logos',
    access: 'admin',
    summary:
      "Upload an associate organisation's logo (PNG, JPEG or WebP); save its id in associates",
    body: multipart({ file: { field: 'logo', required: true, mime: LOGO_LIMITS.mimeTypes } }),
    reply: json<LogoUploadDto>('LogoUploadDto', 201),
  }),
  logo: defineRoute({
    method: 'GET',
    path: '/settings/logos/:id',
    access: 'public',
    summary: "An associate organisation's logo, as uploaded",
    params: logoParams,
    reply: file(...LOGO_LIMITS.mimeTypes),
  }),
} as const;
