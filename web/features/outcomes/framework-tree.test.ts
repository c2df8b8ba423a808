import { describe, expect, it } from 'vitest';
import type { LearningOutcome } from '../../../common/outcomes/schema.ts';
import { allBranches, frameworkTree, hasFrameworkTree, openToDepth } from './framework-tree.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const outcome = (
  n: number,
  parent: number | null,
  children: number[],
  more: object = {},
): LearningOutcome => ({
  uuid: uuid(n),
  curriculumCode: 'US_SBAC_MATHS',
  isOfficial: true,
  standardBasedLearningOutcome: {
    code: `C${n}`,
    title: `Item ${n}`,
    type: 'KNOWLEDGE',
    childrenIds: children.map(uuid),
    parentId: parent === null ? null : uuid(parent),
    itemType: 'Target',
    ...more,
  },
});

// 1 › (3, 2 › 4); 5 on its own.
const outcomes = [
  outcome(1, null, [3, 2]),
  outcome(2, 1, [4]),
  outcome(3, 1, []),
  outcome(4, 2, []),
  outcome(5, null, []),
];

describe('frameworkTree', () => {
  it('puts each outcome under its parent in the order the parent lists them', () => {
    const tree = frameworkTree(outcomes);
    expect(tree.map((node) => node.outcome.uuid)).toEqual([uuid(1), uuid(5)]);
    expect(tree[0]!.children.map((node) => node.outcome.uuid)).toEqual([uuid(3), uuid(2)]);
    expect(tree[0]!.children[1]!.children[0]).toMatchObject({ depth: 2, outcome: { uuid: uuid(4) } });
  });

  it('puts an outcome whose parent is not listed at the top', () => {
    expect(frameworkTree([outcomes[3]!, outcomes[4]!]).map((node) => node.depth)).toEqual([0, 0]);
  });

  it('opens the branches down to a depth, or all of them', () => {
    const tree = frameworkTree(outcomes);
    expect([...openToDepth(tree, 1)]).toEqual([uuid(1)]);
    expect([...allBranches(tree)].sort()).toEqual([uuid(1), uuid(2)]);
  });
});

describe('hasFrameworkTree', () => {
  it('is true for a framework that names its levels, false for a curriculum listed by year and strand', () => {
    expect(hasFrameworkTree(outcomes)).toBe(true);
    expect(hasFrameworkTree([outcome(1, null, [], { itemType: null })])).toBe(false);
  });
});
