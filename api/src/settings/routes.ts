import { contract } from '@conf/common';
import type { AppContext } from '../context.js';
import { acceptUpload, withUpload } from '../files/upload.js';
import { handle, handleHttp, type MountedRoute } from '../http/route.js';
import { assertLogosKept, LOGO_UPLOAD, sendLogo, storeLogo } from './logos.js';

const routes = contract.settings;

/** The settings routes: public parts for the site, bank details for authors, all for organisers. */
export function settingsRoutes(ctx: AppContext): MountedRoute[] {
  return [
    handle(routes.public, async () => {
      const { contacts, associates, counter } = await ctx.settings.get();
      return { contacts, associates, counter };
    }),
    handle(routes.payment, async () => ({ bank: (await ctx.settings.get()).bank })),
    handle(routes.get, () => ctx.settings.forAdmin()),
    handle(routes.update, async ({ user, input }) => {
      const associates = input.body.associates?.items;
      if (associates) {
        const saved = (await ctx.settings.get()).associates.items.map((a) => a.logoId);
        await assertLogosKept(ctx, associates, new Set(saved.filter((id) => id !== null)));
      }
      await ctx.settings.update(user, input.body);
      return ctx.settings.forAdmin();
    }),
    handleHttp(
      routes.uploadLogo,
      async ({ req }) => ({
        logoId: await withUpload(req, LOGO_UPLOAD, (upload) => storeLogo(ctx, upload)),
      }),
      { upload: acceptUpload(ctx, LOGO_UPLOAD) },
    ),
    handleHttp(routes.logo, ({ input, res }) => sendLogo(res, ctx, input.params.id)),
  ];
}
