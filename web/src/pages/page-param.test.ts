import { describe, expect, it } from 'vitest';
import { pageFromSearch } from './page-param';

describe('list page parameter', () => {
  it('reads positive whole numbers and falls back to 1', () => {
    expect(pageFromSearch('?page=3')).toBe(3);
    expect(pageFromSearch('')).toBe(1);
    expect(pageFromSearch('?page=0')).toBe(1);
    expect(pageFromSearch('?page=-2')).toBe(1);
    expect(pageFromSearch('?page=1.5')).toBe(1);
    expect(pageFromSearch('?page=abc')).toBe(1);
  });
});
