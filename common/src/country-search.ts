import type { CountryDto } from './api-types.js';

/**
 * Names people type for a country besides its official English and Azerbaijani ones (ISO names
 * follow a country's own choice: "Türkiye", "Czechia"…). Keyed by ISO 3166-1 alpha-2 code.
 */
export const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  TR: ['Turkey', 'Türkiyə', 'Turkiya'],
  GB: [
    'United Kingdom',
    'UK',
    'Great Britain',
    'Britain',
    'England',
    'Scotland',
    'Wales',
    'Böyük Britaniya',
    'İngiltərə',
  ],
  US: ['USA', 'United States', 'America', 'ABŞ', 'Amerika'],
  RU: ['Russia', 'Rusiya'],
  IR: ['Iran', 'İran'],
  KR: ['South Korea', 'Korea', 'Cənubi Koreya'],
  KP: ['North Korea', 'Şimali Koreya'],
  CZ: ['Czech Republic', 'Czechia', 'Çexiya'],
  NL: ['Holland', 'Netherlands', 'Hollandiya', 'Niderland'],
  AE: ['UAE', 'Emirates', 'BƏƏ', 'Əmirliklər'],
  DE: ['Germany', 'Almaniya'],
  CN: ['China', 'Çin'],
  MD: ['Moldova'],
  SY: ['Syria', 'Suriya'],
  VN: ['Vietnam', 'Vyetnam'],
  LA: ['Laos'],
  BO: ['Bolivia'],
  VE: ['Venezuela'],
  TZ: ['Tanzania'],
  CI: ['Ivory Coast', "Côte d'Ivoire"],
  MK: ['Macedonia', 'Makedoniya'],
  SZ: ['Swaziland', 'Eswatini'],
  CV: ['Cape Verde'],
  PS: ['Palestine', 'Fələstin'],
  VA: ['Vatican', 'Vatikan'],
  TW: ['Taiwan', 'Tayvan'],
  BN: ['Brunei'],
  FM: ['Micronesia'],
  GE: ['Georgia', 'Gürcüstan', 'Sakartvelo'],
  KG: ['Kyrgyzstan', 'Kyrgyz Republic', 'Qırğızıstan'],
  MM: ['Burma', 'Myanmar'],
  CD: ['DR Congo', 'Congo-Kinshasa'],
  CG: ['Congo-Brazzaville'],
  BY: ['Belarus', 'Belorussia', 'Belarus'],
  UA: ['Ukraine', 'Ukrayna'],
  KZ: ['Kazakhstan', 'Qazaxıstan'],
  UZ: ['Uzbekistan', 'Özbəkistan'],
  AZ: ['Azerbaijan', 'Azərbaycan', 'Azerbaycan'],
};

/**
 * Text as search compares it: lower case, accents and Azerbaijani letters folded to plain Latin
 * (ə→e, ı→i, ş→s, ç→c, ğ→g, ö→o, ü→u), so "turkiye" finds "Türkiyə" and "cin" finds "Çin".
 */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('en')
    .replace(/ə/g, 'e')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Every name a country is found by: its names in both languages, its code and its aliases. */
export function countrySearchText(
  country: Pick<CountryDto, 'code' | 'name' | 'nameEn' | 'nameAz'>,
) {
  const names = [country.name, country.nameEn, country.nameAz, country.code];
  return names.concat(COUNTRY_ALIASES[country.code.toUpperCase()] ?? []).map(foldForSearch);
}

/** Whether a country matches what was typed: any word start of any of its names. */
export function countryMatches(
  country: Pick<CountryDto, 'code' | 'name' | 'nameEn' | 'nameAz'>,
  typed: string,
): boolean {
  const query = foldForSearch(typed);
  if (!query) return true;
  return countrySearchText(country).some(
    (name) => name.startsWith(query) || name.includes(` ${query}`),
  );
}
