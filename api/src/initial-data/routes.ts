import { contract, type CountryDto, type LanguageDto, type Locale } from '@conf/common';
import type { AppContext } from '../context.js';
import { handle, type MountedRoute } from '../http/route.js';
import type { CountryModel } from '../db/models/country.js';
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

  return [
    handle(contract.initialData.get, async ({ user, locale }) => {
      const { languages, countries } = await loadReference();
      return {
        languages,
        countries: presentCountries(countries, locale),
        ...(await unreadCounts(ctx, user)),
      };
    }),
  ];
}

function presentCountries(countries: CountryModel[], locale: Locale): CountryDto[] {
  const collator = new Intl.Collator(locale);
  return countries
    .map((c) => ({
      id: c.id,
      code: c.code,
      name: locale === 'az' ? c.nameAz : c.nameEn,
      nameEn: c.nameEn,
      nameAz: c.nameAz,
      phoneCode: c.phoneCode,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
