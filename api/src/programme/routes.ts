import { contract, resolveLocale, type Locale } from '@conf/common';
import type { AppContext } from '../context.js';
import { handle, handleHttp, sameForEveryone, type MountedRoute } from '../http/route.js';
import {
  calendarFeedUrl,
  createCalendarLink,
  revokeCalendarLink,
  sendMyCalendar,
  sendProgrammeCalendar,
  sendSessionCalendar,
  userOfCalendarSecret,
} from './calendar.js';
import { publicProgramme } from './public.js';
import { myTalks, reportTiming } from './talks.js';

const routes = contract.programme;

/** Calendar apps cannot send `lang-code`: `?lang=` in the link wins over the header. */
const calendarLocale = (lang: string | undefined, locale: Locale) =>
  lang ? resolveLocale(lang) : locale;

/** The published programme, calendar files, and a speaker's talks and timing reports. */
export function programmeRoutes(ctx: AppContext): MountedRoute[] {
  return [
    handle(routes.public, ({ input, locale }) => publicProgramme(ctx, locale, input.query), {
      // The last published version, until the next is published.
      shared: sameForEveryone(ctx.replies, 'programme'),
    }),

    handleHttp(routes.calendar, ({ input, locale, res }) =>
      sendProgrammeCalendar(ctx, calendarLocale(input.query.lang, locale), res),
    ),

    handleHttp(routes.sessionCalendar, ({ input, locale, res }) =>
      sendSessionCalendar(ctx, calendarLocale(input.query.lang, locale), input.params.id, res),
    ),

    handle(routes.myTalks, ({ user, locale }) => myTalks(ctx, user, locale)),

    handleHttp(routes.myCalendar, ({ user, input, locale, res }) =>
      sendMyCalendar(ctx, calendarLocale(input.query.lang, locale), user, res),
    ),

    handleHttp(routes.calendarFeed, async ({ input, locale, res }) => {
      const user = await userOfCalendarSecret(ctx, input.params.token);
      await sendMyCalendar(ctx, calendarLocale(input.query.lang, locale), user, res);
    }),

    handle(routes.calendarLink, async ({ user }) => {
      const link = await ctx.models.CalendarLink.findByPk(user.id);
      return { url: null, createdAt: link?.createdAt.toISOString() ?? null };
    }),

    handle(routes.createCalendarLink, async ({ user, locale }) => {
      const secret = await createCalendarLink(ctx, user);
      return { url: calendarFeedUrl(ctx, secret, locale), createdAt: new Date().toISOString() };
    }),

    handle(routes.revokeCalendarLink, ({ user }) => revokeCalendarLink(ctx, user)),

    handle(routes.reportTiming, ({ user, input, locale }) =>
      reportTiming(ctx, user, locale, input.params.thesisId, input.body.message),
    ),
  ];
}
