import { describe, expect, it } from 'vitest';
import {
  createDefaultInstitutionStore,
  DEFAULT_INSTITUTION_CHANGED,
  DEFAULT_INSTITUTION_CLEARED,
  DEFAULT_INSTITUTION_STORAGE_KEY,
} from './default-institution.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

function setup() {
  const storage = memoryStorage();
  const events = new EventTarget();
  const seen: { type: string; detail: unknown }[] = [];
  for (const type of [DEFAULT_INSTITUTION_CHANGED, DEFAULT_INSTITUTION_CLEARED]) {
    events.addEventListener(type, (event) => seen.push({ type, detail: (event as CustomEvent).detail }));
  }
  const store = createDefaultInstitutionStore(() => storage, events);
  return { storage, store, seen };
}

describe('default institution', () => {
  it('remembers nothing at first', () => {
    expect(setup().store.get()).toBeNull();
  });

  it('stores the endpoint and institution id and reads them back', () => {
    const { store, storage } = setup();
    store.set({ endpoint: 'app', institutionId: 4 });
    expect(store.get()).toEqual({ endpoint: 'app', institutionId: 4 });
    expect(JSON.parse(storage.map.get(DEFAULT_INSTITUTION_STORAGE_KEY) ?? '')).toEqual({
      endpoint: 'app',
      institutionId: 4,
    });
  });

  it("fires 'changed' with the new value when it changes", () => {
    const { store, seen } = setup();
    store.set({ endpoint: 'app', institutionId: 4 });
    store.set({ endpoint: 'app', institutionId: 5 });
    expect(seen).toEqual([
      { type: DEFAULT_INSTITUTION_CHANGED, detail: { endpoint: 'app', institutionId: 4 } },
      { type: DEFAULT_INSTITUTION_CHANGED, detail: { endpoint: 'app', institutionId: 5 } },
    ]);
  });

  it("does not fire 'changed' when the same institution is set again", () => {
    const { store, seen } = setup();
    store.set({ endpoint: 'app', institutionId: 4 });
    store.set({ endpoint: 'app', institutionId: 4 });
    expect(seen).toHaveLength(1);
  });

  it("clears the value and fires 'cleared'", () => {
    const { store, seen } = setup();
    store.set({ endpoint: 'app', institutionId: 4 });
    store.clear();
    expect(store.get()).toBeNull();
    expect(seen.at(-1)).toEqual({ type: DEFAULT_INSTITUTION_CLEARED, detail: null });
  });

  it('ignores a malformed stored value', () => {
    const { store, storage } = setup();
    storage.setItem(DEFAULT_INSTITUTION_STORAGE_KEY, '{"endpoint":"app","institutionId":"4"}');
    expect(store.get()).toBeNull();
    storage.setItem(DEFAULT_INSTITUTION_STORAGE_KEY, 'not json');
    expect(store.get()).toBeNull();
  });

  it('treats storage that refuses as empty', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createDefaultInstitutionStore(() => refusing, new EventTarget());
    expect(() => store.set({ endpoint: 'app', institutionId: 1 })).not.toThrow();
    expect(store.get()).toBeNull();
    expect(() => store.clear()).not.toThrow();
  });
});
