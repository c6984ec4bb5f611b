import { describe, expect, it } from 'vitest';
import { alternatePaths, localeFromPath, localizePath, stripLocale, switchTarget } from './locale';

describe('locale routing', () => {
  it('reads the locale from the prefix', () => {
    expect(localeFromPath('/')).toBe('en');
    expect(localeFromPath('/venue')).toBe('en');
    expect(localeFromPath('/az')).toBe('az');
    expect(localeFromPath('/az/venue')).toBe('az');
    expect(localeFromPath('/azure')).toBe('en');
    expect(localeFromPath('/en/venue')).toBe('en');
  });

  it('strips and adds prefixes', () => {
    expect(stripLocale('/az')).toBe('/');
    expect(stripLocale('/az/pages/topics')).toBe('/pages/topics');
    expect(stripLocale('/contact')).toBe('/contact');
    expect(localizePath('/', 'az')).toBe('/az');
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/venue', 'az')).toBe('/az/venue');
    expect(localizePath('/venue', 'en')).toBe('/venue');
  });
});

describe('language switch target', () => {
  it('keeps the path on routes that exist in every language', () => {
    expect(switchTarget('/gallery-2024', 'az')).toBe('/az/gallery-2024');
    expect(switchTarget('/az/gallery-2024', 'en')).toBe('/gallery-2024');
    expect(switchTarget('/az', 'en')).toBe('/');
    expect(switchTarget('/', 'az')).toBe('/az');
  });

  it('follows the translated slug of a content page', () => {
    const info = { kind: 'slug' as const, translations: [{ locale: 'az', slug: 'movzular' }] };
    expect(switchTarget('/pages/topics', 'az', info)).toBe('/az/pages/movzular');
    const back = { kind: 'slug' as const, translations: [{ locale: 'en', slug: 'topics' }] };
    expect(switchTarget('/az/pages/movzular', 'en', back)).toBe('/pages/topics');
  });

  it('goes home when the page has no version in the target language', () => {
    const info = { kind: 'slug' as const, translations: [] };
    expect(switchTarget('/pages/only-english', 'az', info)).toBe('/az');
    expect(switchTarget('/az/pages/yalniz-az', 'en', info)).toBe('/');
    expect(switchTarget('/venue', 'az', { kind: 'fixed', translations: [] })).toBe('/az');
    expect(
      switchTarget('/venue', 'az', { kind: 'fixed', translations: [{ locale: 'az', slug: 'x' }] }),
    ).toBe('/az/venue');
  });

  it('lists hreflang alternates only for existing versions', () => {
    expect(alternatePaths('/contact')).toEqual({ en: '/contact', az: '/az/contact' });
    expect(alternatePaths('/pages/x', { kind: 'slug', translations: [] })).toEqual({
      en: '/pages/x',
    });
  });
});
