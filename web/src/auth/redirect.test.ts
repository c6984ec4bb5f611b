import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('post-login redirect', () => {
  it('accepts local paths', () => {
    expect(safeRedirect('/az/user/panel/messages', '/user/panel')).toBe('/az/user/panel/messages');
  });
  it('ignores other sites and empty values', () => {
    expect(safeRedirect(null, '/user/panel')).toBe('/user/panel');
    expect(safeRedirect('https://evil.example', '/user/panel')).toBe('/user/panel');
    expect(safeRedirect('//evil.example', '/user/panel')).toBe('/user/panel');
    expect(safeRedirect('/\\evil.example', '/user/panel')).toBe('/user/panel');
  });
});
