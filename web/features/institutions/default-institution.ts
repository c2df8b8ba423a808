import type { RememberedDefault } from '../../../common/institutions/picker.ts';

/** Where the default institution is remembered on this device (spec 3: endpoint plus institutionId). */
export const DEFAULT_INSTITUTION_STORAGE_KEY = 'default-institution';
export const DEFAULT_INSTITUTION_CHANGED = 'default-institution:changed';
export const DEFAULT_INSTITUTION_CLEARED = 'default-institution:cleared';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function parse(raw: string | null): RememberedDefault | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { endpoint, institutionId } = value as Record<string, unknown>;
    if (typeof endpoint !== 'string' || !endpoint) return null;
    if (typeof institutionId !== 'number' || !Number.isSafeInteger(institutionId) || institutionId <= 0)
      return null;
    return { endpoint, institutionId };
  } catch {
    return null;
  }
}

/**
 * The remembered default institution. Setting a different one fires 'default-institution:changed'
 * (detail: the new value) and clearing it fires 'default-institution:cleared', on `events`.
 * Storage that refuses (private mode, quota) is treated as empty: remembering is a convenience.
 */
export function createDefaultInstitutionStore(
  getStorage: () => StorageLike | null,
  events: EventTarget | null,
) {
  function get(): RememberedDefault | null {
    try {
      return parse(getStorage()?.getItem(DEFAULT_INSTITUTION_STORAGE_KEY) ?? null);
    } catch {
      return null;
    }
  }

  function set(value: RememberedDefault): void {
    const previous = get();
    if (previous?.endpoint === value.endpoint && previous.institutionId === value.institutionId) return;
    try {
      getStorage()?.setItem(DEFAULT_INSTITUTION_STORAGE_KEY, JSON.stringify(value));
    } catch {
      return;
    }
    events?.dispatchEvent(new CustomEvent(DEFAULT_INSTITUTION_CHANGED, { detail: { ...value } }));
  }

  function clear(): void {
    const hadValue = get() !== null;
    try {
      getStorage()?.removeItem(DEFAULT_INSTITUTION_STORAGE_KEY);
    } catch {
      return;
    }
    if (hadValue) events?.dispatchEvent(new CustomEvent(DEFAULT_INSTITUTION_CLEARED));
  }

  return { get, set, clear };
}

const browserStore = createDefaultInstitutionStore(
  () => (typeof window === 'undefined' ? null : window.localStorage),
  typeof window === 'undefined' ? null : window,
);

export const getDefaultInstitution = browserStore.get;
export const setDefaultInstitution = browserStore.set;
export const clearDefaultInstitution = browserStore.clear;
