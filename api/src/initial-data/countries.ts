import { contract, type CountryDto, type Locale } from '@conf/common';
import type { AppContext } from '../context.js';
import type { CountryModel } from '../db/models/country.js';
import { localName } from '../http/locale.js';
import { handleHttp, type MountedRoute } from '../http/route.js';

/** Countries change only with a migration: browsers and proxies may keep the list a day. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * GET /api/countries: the ~250 countries the forms pick from, named and sorted in the request's
 * language. Read and sorted once per language per app instance; the answer carries an ETag
 * (Express) so a revalidation is a 304.
 */
export function countryRoutes(ctx: AppContext): MountedRoute[] {
  const lists = new Map<Locale, Promise<CountryDto[]>>();
  const load = (locale: Locale) => {
    let list = lists.get(locale);
    if (!list) {
      list = ctx.models.Country.findAll().then((rows) => presentCountries(rows, locale));
      // A failed read is not remembered: the next request tries again.
      list.catch(() => lists.delete(locale));
      lists.set(locale, list);
    }
    return list;
  };

  return [
    handleHttp(contract.initialData.countries, async ({ locale, res }) => {
      res.set('Cache-Control', CACHE_CONTROL);
      res.vary('lang-code');
      return { data: await load(locale) };
    }),
  ];
}

/** The countries as the forms list them: named in `locale`, sorted as that language sorts. */
export function presentCountries(countries: CountryModel[], locale: Locale): CountryDto[] {
  const collator = new Intl.Collator(locale);
  return countries
    .map((c) => ({
      id: c.id,
      code: c.code,
      name: localName(locale, c),
      nameEn: c.nameEn,
      nameAz: c.nameAz,
      phoneCode: c.phoneCode,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
