import type { AppContext } from '../context.js';

/**
 * Environment variables only seed the settings on the first start (a section already saved is
 * left alone); organisers own them after, in /admin/settings.
 */
export async function seedSettingsFromEnv(ctx: Pick<AppContext, 'config' | 'settings'>) {
  if (ctx.config.zoom) await ctx.settings.seed('zoom', ctx.config.zoom);
}
