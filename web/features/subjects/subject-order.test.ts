import { describe, expect, it } from 'vitest';
import { applySavedOrder } from '../../../common/subjects/rules.ts';
import {
  createSubjectOrderStore,
  orderAfterMove,
  parseSavedOrder,
  subjectOrderKey,
} from './subject-order.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

describe('saved subject order', () => {
  it('is kept per institution under subject-order:{institutionId}', () => {
    const storage = memoryStorage();
    const store = createSubjectOrderStore(() => storage);
    store.save(4, [3, 1, 2]);
    store.save(5, [9]);
    expect(storage.map.get(subjectOrderKey(4))).toBe('[3,1,2]');
    expect(store.read(4)).toEqual([3, 1, 2]);
    expect(store.read(5)).toEqual([9]);
    expect(store.read(6)).toEqual([]);
  });

  it('ignores malformed values and storage that refuses', () => {
    expect(parseSavedOrder('not json')).toEqual([]);
    expect(parseSavedOrder('{"a":1}')).toEqual([]);
    expect(parseSavedOrder('[1,"2",-3,4.5,5]')).toEqual([1, 5]);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const store = createSubjectOrderStore(() => refusing);
    expect(() => store.save(1, [1])).not.toThrow();
    expect(store.read(1)).toEqual([]);
  });

  it('saves the list as shown after a move, keeping ids of subjects not shown at the end', () => {
    expect(orderAfterMove([1, 2, 3], [], 0, 2)).toEqual([2, 3, 1]);
    expect(orderAfterMove([3, 1, 2], [3, 7, 1, 2], 2, 0)).toEqual([2, 3, 1, 7]);
  });

  it('puts a subject that arrives later after the ones already ordered', () => {
    const saved = orderAfterMove([1, 2, 3], [], 2, 0);
    expect(applySavedOrder([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }], saved).map((s) => s.id)).toEqual([
      3, 1, 2, 4,
    ]);
  });
});
