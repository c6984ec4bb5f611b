import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, isWorthKeeping, loadDraft, saveDraft } from './draft';
import { emptyAuthor, initialThesisValues } from './thesis-form';

/** A real in-memory Storage for the node environment (the browser's is the same interface). */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('the abstract draft', () => {
  beforeEach(() => {
    (globalThis as { window?: unknown }).window = { localStorage: new MemoryStorage() };
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('keeps a draft per user and restores it', () => {
    const values = { ...initialThesisValues(null), title: 'Waves in shells', keywords: ['a', 'b'] };
    values.authors.push(emptyAuthor());
    saveDraft(1, values);
    const restored = loadDraft(1);
    expect(restored?.title).toBe('Waves in shells');
    expect(restored?.keywords).toEqual(['a', 'b']);
    expect(restored?.authors).toHaveLength(2);
    expect(restored?.authors[0]?.isCorresponding).toBe(true);
    expect(loadDraft(2)).toBeNull();
    clearDraft(1);
    expect(loadDraft(1)).toBeNull();
  });

  it('ignores a stored value of another shape', () => {
    (
      globalThis as unknown as { window: { localStorage: MemoryStorage } }
    ).window.localStorage.setItem('panel.thesisDraft.3', '{"title": 5}');
    expect(loadDraft(3)).toBeNull();
  });

  it('does not keep an untouched form', () => {
    const initial = initialThesisValues(null);
    expect(
      isWorthKeeping({ ...initial, authors: [{ ...initial.authors[0]!, key: 'other' }] }, initial),
    ).toBe(false);
    expect(isWorthKeeping({ ...initial, title: 'x' }, initial)).toBe(true);
  });
});
