import { contract, type CountryDto, type LanguageDto, type Locale } from '@conf/common';
import type { AppContext } from '../context.js';
import { handle, type MountedRoute } from '../http/route.js';
import type { CountryModel } from '../db/models/country.js';
import { presentCountries } from './countries.js';
import { unreadCounts } from '../messages/unread.js';

/**
 * What every screen needs at start (spec §7). Languages and countries never change while the
 * app runs, so they are read once per app instance.
 */
export function initialDataRoutes(ctx: AppContext): MountedRoute[] {
  let reference: Promise<{ languages: LanguageDto[]; countries: CountryModel[] }> | null = null;
  const loadReference = () =>
    (reference ??= (async () => {
      const [languages, countries] = await Promise.all([
        ctx.models.Language.findAll({ where: { isActive: true }, order: [['position', 'ASC']] }),
        ctx.models.Country.findAll(),
      ]);
      return {
        languages: languages.map((l) => ({
          id: l.id,
          code: l.code,
          name: l.name,
          flag: l.flag,
          isActive: l.isActive,
        })),
        countries,
      };
    })().catch((err: unknown) => {
      reference = null;
      throw err;
    }));

  // Sorted once per language: a collator and 250 comparisons per request cost more than the rest.
  const sorted = new Map<Locale, CountryDto[]>();
  const countriesIn = async (locale: Locale) => {
    let list = sorted.get(locale);
    if (!list) {
      list = presentCountries((await loadReference()).countries, locale);
      sorted.set(locale, list);
    }
    return list;
  };

  return [
    handle(
      contract.initialData.get,
      async ({ user, locale }) => {
        const [{ languages }, countries, counts] = await Promise.all([
          loadReference(),
          countriesIn(locale),
          unreadCounts(ctx, user),
        ]);
        return { languages, countries, ...counts };
      },
      // A visitor's answer is the same for everyone in that language.
      {
        shared: {
          cache: ctx.replies,
          key: ({ user, locale }) => (user ? undefined : `initial:${locale}`),
        },
      },
    ),
  ];
}
