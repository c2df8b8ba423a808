/**
 * The order a person dragged their subjects into (spec 2.4), kept on this device per institution
 * under `subject-order:{institutionId}` as a JSON array of subject ids. Storage that refuses
 * (private mode, quota) is treated as empty: the order is a convenience.
 */
type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export const subjectOrderKey = (institutionId: number) => `subject-order:${institutionId}`;

/** The saved ids, or an empty order when nothing (or something malformed) is stored. */
export function parseSavedOrder(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter((id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0);
  } catch {
    return [];
  }
}

export function createSubjectOrderStore(getStorage: () => StorageLike | null) {
  return {
    read: (institutionId: number): number[] => {
      try {
        return parseSavedOrder(getStorage()?.getItem(subjectOrderKey(institutionId)) ?? null);
      } catch {
        return [];
      }
    },
    save: (institutionId: number, ids: readonly number[]): void => {
      try {
        getStorage()?.setItem(subjectOrderKey(institutionId), JSON.stringify(ids));
      } catch {
        // Not remembered on this device; the list still shows in the order just chosen.
      }
    },
  };
}

const browserStore = createSubjectOrderStore(() =>
  typeof window === 'undefined' ? null : window.localStorage,
);

export const readSubjectOrder = browserStore.read;
export const saveSubjectOrder = browserStore.save;

/**
 * The ids to save after a move: the whole list as shown, in its new order. Ids saved earlier for
 * subjects not on the list now (archived, or deleted and maybe restored later) keep their place at
 * the end, so an undone delete comes back where it was.
 */
export function orderAfterMove(
  shownIds: readonly number[],
  savedOrder: readonly number[],
  fromIndex: number,
  toIndex: number,
): number[] {
  const moved = [...shownIds];
  const [item] = moved.splice(fromIndex, 1);
  if (item === undefined) return [...shownIds];
  moved.splice(toIndex, 0, item);
  const shown = new Set(shownIds);
  return [...moved, ...savedOrder.filter((id) => !shown.has(id))];
}
