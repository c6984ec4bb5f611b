import { UI_TIMINGS } from '@conf/common';
import { errorToastContent, type ErrorToastContent } from './error-message';

/**
 * Toasts live in a tiny store of their own rather than in Redux: they hold no server state, are
 * never serialised into the page, and any code (RTK Query callbacks, the panel, the admin
 * console) can raise one without a dispatch.
 */
export type Toast =
  | { id: number; type: 'error'; content: ErrorToastContent }
  | { id: number; type: 'success'; text: string };

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

function push(toast: Toast, durationMs: number) {
  toasts = [...toasts, toast];
  emit();
  setTimeout(() => dismissToast(toast.id), durationMs);
}

export function dismissToast(id: number) {
  const next = toasts.filter((t) => t.id !== id);
  if (next.length !== toasts.length) {
    toasts = next;
    emit();
  }
}

/** Shows an API error, a thrown value or a text for 3000 ms (spec §8). */
export function showError(error: unknown) {
  push({ id: nextId++, type: 'error', content: errorToastContent(error) }, UI_TIMINGS.errorToastMs);
}

/** Shows an already translated success text for 2000 ms (spec §8). */
export function showSuccess(text: string) {
  push({ id: nextId++, type: 'success', text }, UI_TIMINGS.successToastMs);
}

export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => toasts,
  getServerSnapshot: (): readonly Toast[] => [],
};
