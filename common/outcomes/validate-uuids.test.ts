import { describe, expect, it } from 'vitest';
import { au, standard } from './outcomes.fixtures.ts';
import {
  existingOutcomeUuidsToFetch,
  isTaggable,
  resolveExistingOutcomes,
  withoutSubStandardTags,
} from './validate-uuids.ts';

const kept = au();
const sub = standard({ code: '3.NBT.2.a', type: 'SUBSTANDARD' });
const missing = '11111111-2222-5333-8444-555555555555';

describe('existing outcome uuids (spec 5)', () => {
  it('ignores invalid uuids and asks for each valid one once', () => {
    expect(
      existingOutcomeUuidsToFetch(['nope', kept.uuid, 42, null, kept.uuid.toUpperCase(), missing]),
    ).toEqual([kept.uuid, missing]);
  });

  it('drops uuids that are not found and excludes SUBSTANDARD outcomes', () => {
    expect(resolveExistingOutcomes(['nope', missing, sub.uuid, kept.uuid], [kept, sub])).toEqual({
      outcomes: [kept],
      ignored: ['nope'],
      dropped: [missing],
    });
  });

  it("excludes a framework's levels that only group outcomes, which are never tagged", () => {
    const cluster = standard({ code: '5.NF.B', itemType: 'Cluster', isGrouping: true }, 'US_SBAC_MATHS');
    expect(isTaggable(cluster)).toBe(false);
    expect(isTaggable(kept)).toBe(true);
    expect(resolveExistingOutcomes([cluster.uuid, kept.uuid], [cluster, kept]).outcomes).toEqual([kept]);
  });

  it('excludes existing tags of type SUBSTANDARD', () => {
    const tags = [{ type: 'KNOWLEDGE' as const }, { type: 'SUBSTANDARD' as const }, { type: null }];
    expect(withoutSubStandardTags(tags)).toEqual([{ type: 'KNOWLEDGE' }, { type: null }]);
  });
});
