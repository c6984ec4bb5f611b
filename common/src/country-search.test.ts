import { describe, expect, it } from 'vitest';
import { countryMatches, foldForSearch } from './country-search.js';

const turkey = { code: 'TR', name: 'Türkiye', nameEn: 'Türkiye', nameAz: 'Türkiyə' };
const china = { code: 'CN', name: 'Çin', nameEn: 'China', nameAz: 'Çin' };
const uk = {
  code: 'GB',
  name: 'United Kingdom of Great Britain and Northern Ireland',
  nameEn: 'United Kingdom of Great Britain and Northern Ireland',
  nameAz: 'Böyük Britaniya',
};

describe('country search', () => {
  it('finds a country by its common English and Azerbaijani aliases', () => {
    expect(countryMatches(turkey, 'Turkey')).toBe(true);
    expect(countryMatches(uk, 'UK')).toBe(true);
    expect(countryMatches(uk, 'England')).toBe(true);
    expect(countryMatches(uk, 'ingilt')).toBe(true);
  });

  it('ignores accents, Azerbaijani letters and case', () => {
    expect(countryMatches(turkey, 'turkiye')).toBe(true);
    expect(countryMatches(turkey, 'TÜRKİYƏ')).toBe(true);
    expect(countryMatches(china, 'cin')).toBe(true);
    expect(foldForSearch('Azərbaycan')).toBe('azerbaycan');
  });

  it('matches word starts only, and finds nothing for what is not there', () => {
    expect(countryMatches(uk, 'britain')).toBe(true);
    expect(countryMatches(uk, 'ritain')).toBe(false);
    expect(countryMatches(turkey, 'germany')).toBe(false);
    expect(countryMatches(turkey, '  ')).toBe(true);
  });
});
