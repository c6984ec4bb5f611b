import { afterEach, describe, expect, it, vi } from 'vitest';
import { UI_TIMINGS } from '@conf/common';
import { showError, showSuccess, toastStore } from './toast';

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps an error for 3000 ms and a success for 2000 ms', () => {
    vi.useFakeTimers();
    showError({ status: 400, data: { message: 'Bad' } });
    showSuccess('Saved');
    expect(toastStore.getSnapshot()).toHaveLength(2);
    vi.advanceTimersByTime(UI_TIMINGS.successToastMs);
    expect(toastStore.getSnapshot().map((t) => t.type)).toEqual(['error']);
    vi.advanceTimersByTime(UI_TIMINGS.errorToastMs - UI_TIMINGS.successToastMs);
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });

  it('notifies subscribers', () => {
    vi.useFakeTimers();
    const listener = vi.fn();
    const unsubscribe = toastStore.subscribe(listener);
    showSuccess('Done');
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    vi.runAllTimers();
  });
});
