import { Router } from 'express';
import type { CountryDto, InitialData, LanguageDto, Locale } from '@conf/common';
import type { AppContext } from '../context.js';
import type { CountryModel } from '../db/models/country.js';
import { unreadCounts } from '../messages/unread.js';

/**
 * `GET /api/initial_data`: what every screen needs at start (spec §7). Languages and countries
 * never change while the app runs, so they are read once per app instance.
 */
export function initialDataRoutes(ctx: AppContext): Router {
  const router = Router();
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

  router.get('/initial_data', async (req, res) => {
    const { languages, countries } = await loadReference();
    const body: InitialData = {
      languages,
      countries: presentCountries(countries, req.locale),
      ...(await unreadCounts(ctx, req.user)),
    };
    res.json(body);
  });
  return router;
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
