import type { AppContext } from './context.js';

/** The app's idea of now: the injected clock of a test, or the system's. */
export const now = (ctx: Pick<AppContext, 'now'>): Date => ctx.now?.() ?? new Date();
