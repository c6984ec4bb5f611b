import { describe, expect, it } from 'vitest';
import { formatMessage, type MessageKey } from '@conf/common';
import { formatDate } from './dates';

const tr = (locale: 'en' | 'az') => (key: MessageKey, values?: Record<string, string | number>) =>
  formatMessage(locale, key, values);

describe('dates', () => {
  it('writes dates with catalogue month names in both languages', () => {
    expect(formatDate('2025-09-03T10:00:00Z', tr('en'))).toBe('3 September 2025');
    expect(formatDate('2025-09-03T10:00:00Z', tr('az'))).toBe('3 sentyabr 2025');
  });
  it('leaves unreadable values as they are', () => {
    expect(formatDate('soon', tr('en'))).toBe('soon');
  });
});
