import { describe, expect, it, vi } from 'vitest';
import { consolidateOutcome, consolidateOutcomes } from './consolidate.ts';
import { au, standard } from './outcomes.fixtures.ts';
import { stableOutcomeUuid } from './uuid.ts';

const scale = {
  proficient: { fallbackLocale: 'EN_US', localeToProsemirror: { EN_US: { type: 'doc' } } },
} as const;
const childA = standard({ code: '3.NBT.2.a', title: 'Part a', type: 'SUBSTANDARD', learningScale: scale });
const childB = standard({
  code: '3.NBT.2.b',
  title: 'Part b',
  type: 'SUBSTANDARD',
  parentId: stableOutcomeUuid('US_CALI_MATHS', '3.NBT.2'),
});
const parent = standard({
  code: '3.NBT.2',
  title: 'Fluently add and subtract',
  childrenIds: [childB.uuid, childA.uuid],
});

describe('the consolidated learning outcome (spec 3)', () => {
  it('gathers sub-standards under their parent, in the order of childrenIds', () => {
    const [only, ...rest] = consolidateOutcomes([childA, parent, childB]);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ uuid: parent.uuid, code: '3.NBT.2', parentId: null, learningScale: null });
    expect(only?.subStandards).toEqual([
      { uuid: childB.uuid, code: '3.NBT.2.b', title: 'Part b', learningScale: null },
      { uuid: childA.uuid, code: '3.NBT.2.a', title: 'Part a', learningScale: scale },
    ]);
  });

  it('lets a sub-standard whose parent is not given stand on its own, naming its parent', () => {
    expect(consolidateOutcomes([childB])).toEqual([
      expect.objectContaining({ uuid: childB.uuid, parentId: parent.uuid, subStandards: [] }),
    ]);
  });

  it('yields the one result of a transform', () => {
    const logError = vi.fn();
    expect(consolidateOutcome([parent, childA], logError)?.subStandards).toHaveLength(1);
    expect(logError).not.toHaveBeenCalled();
  });

  it('logs an error and renders nothing when the transform does not yield exactly one result', () => {
    const logError = vi.fn();
    expect(consolidateOutcome([parent, au()], logError)).toBeNull();
    expect(consolidateOutcome([], logError)).toBeNull();
    expect(logError).toHaveBeenCalledTimes(2);
    expect(logError).toHaveBeenCalledWith(
      expect.stringContaining('exactly one'),
      expect.objectContaining({ count: 2 }),
    );
  });
});
