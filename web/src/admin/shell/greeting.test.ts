import { describe, expect, it } from 'vitest';
import { greetingKey } from './greeting';

describe('greeting by time of day', () => {
  it('follows the hour', () => {
    expect(greetingKey(5)).toBe('admin.greeting.morning');
    expect(greetingKey(11)).toBe('admin.greeting.morning');
    expect(greetingKey(12)).toBe('admin.greeting.afternoon');
    expect(greetingKey(17)).toBe('admin.greeting.evening');
    expect(greetingKey(22)).toBe('admin.greeting.night');
    expect(greetingKey(0)).toBe('admin.greeting.night');
  });
});
