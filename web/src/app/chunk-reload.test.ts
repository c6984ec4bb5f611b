import { describe, expect, it } from 'vitest';
import { UI_TIMINGS } from '@conf/common';
import { mayReload } from './chunk-reload';

describe('chunk reload guard', () => {
  it('reloads when no reload happened yet', () => {
    expect(mayReload(1_000_000, null)).toBe(true);
  });

  it('reloads at most once per guard window', () => {
    const last = 1_000_000;
    expect(mayReload(last + 1000, last)).toBe(false);
    expect(mayReload(last + UI_TIMINGS.chunkReloadGuardMs - 1, last)).toBe(false);
    expect(mayReload(last + UI_TIMINGS.chunkReloadGuardMs, last)).toBe(true);
  });
});
