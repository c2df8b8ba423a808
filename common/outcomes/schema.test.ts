import { describe, expect, it } from 'vitest';
import { zLearningOutcome, outcomeVariant, type LearningOutcome } from './schema.ts';
import { AU_OUTCOME_INPUT } from './outcomes.fixtures.ts';
import { isUuid, sha1, stableOutcomeUuid, uuidV5 } from './uuid.ts';

const uuid = '0f4b8a53-2f3c-5d7e-8a1b-3c4d5e6f7a8b';
const base = { uuid, curriculumCode: 'AU_V9', isOfficial: true } as const;

const auOutcome = AU_OUTCOME_INPUT;
const ngssPart = {
  code: 'MS-LS1-6',
  standardDescription: 'Construct a scientific explanation based on evidence for the role of photosynthesis.',
  level: 'MS',
};
const variants = {
  auOutcome,
  ngssOutcome: { performanceExpectation: ngssPart },
  nswOutcome: { outcomeCode: 'SC4-WS-01', outcomeTitle: 'Observing', type: 'WORKING_SCIENTIFICALLY' },
  ncOutcome: { objectiveCode: '8.P.1.1', objectiveDescription: 'Classify matter.' },
  standardBasedLearningOutcome: {
    code: '6.RP.1',
    title: 'Understand the concept of a ratio.',
    type: 'KNOWLEDGE',
    learningScale: {
      proficient: { fallbackLocale: 'EN_US', localeToProsemirror: { EN_US: { type: 'doc', content: [] } } },
    },
    childrenIds: [uuid],
  },
  fundamentalsOutcome: { title: 'Asking questions and defining problems' },
} as const;

describe('a learning outcome', () => {
  it.each(Object.entries(variants))('is accepted with the one variant %s', (name, variant) => {
    const parsed = zLearningOutcome.parse({ ...base, [name]: variant });
    expect(outcomeVariant(parsed).kind).toBe(name);
  });

  it('takes absent variants sent as null', () => {
    const parsed = zLearningOutcome.parse({ ...base, auOutcome, ngssOutcome: null, nswOutcome: null });
    expect(outcomeVariant(parsed)).toEqual({ kind: 'auOutcome', value: auOutcome });
  });

  it('is refused with two variants', () => {
    const result = zLearningOutcome.safeParse({ ...base, auOutcome, nswOutcome: variants.nswOutcome });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ message: 'is-invalid', path: [] })]);
  });

  it('is refused with no variant', () => {
    expect(zLearningOutcome.safeParse(base).success).toBe(false);
  });

  it('is refused when it is an NGSS outcome with none of its parts', () => {
    const result = zLearningOutcome.safeParse({ ...base, curriculumCode: 'US', ngssOutcome: {} });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ message: 'is-not-present', path: ['ngssOutcome'] }),
    );
  });

  it('accepts an NGSS outcome with any one part, and with all four', () => {
    for (const part of [
      'crossCuttingConcept',
      'disciplinaryCoreIdea',
      'scienceAndEngineeringPractice',
      'performanceExpectation',
    ]) {
      expect(zLearningOutcome.safeParse({ ...base, ngssOutcome: { [part]: ngssPart } }).success).toBe(true);
    }
    const all = {
      crossCuttingConcept: ngssPart,
      disciplinaryCoreIdea: ngssPart,
      scienceAndEngineeringPractice: ngssPart,
      performanceExpectation: ngssPart,
    };
    expect(zLearningOutcome.safeParse({ ...base, ngssOutcome: all }).success).toBe(true);
  });

  it('is refused with a curriculum the spec does not list', () => {
    expect(zLearningOutcome.safeParse({ ...base, curriculumCode: 'MARS', auOutcome }).success).toBe(false);
  });

  it('keeps a learning scale per level as localized rich text', () => {
    const parsed: LearningOutcome = zLearningOutcome.parse({
      ...base,
      standardBasedLearningOutcome: variants.standardBasedLearningOutcome,
    });
    expect(parsed.standardBasedLearningOutcome?.learningScale?.proficient?.fallbackLocale).toBe('EN_US');
    const badLocale = { fallbackLocale: 'FR', localeToProsemirror: {} };
    const withBadScale = {
      ...variants.standardBasedLearningOutcome,
      learningScale: { emerging: badLocale },
    };
    expect(zLearningOutcome.safeParse({ ...base, standardBasedLearningOutcome: withBadScale }).success).toBe(
      false,
    );
  });
});

describe('outcome uuids', () => {
  it('computes SHA-1 as published (FIPS 180 test vectors)', () => {
    const hex = (text: string) =>
      Array.from(sha1(new TextEncoder().encode(text)), (b) => b.toString(16).padStart(2, '0')).join('');
    expect(hex('abc')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(hex('')).toBe('da39a3ee5e6b4b0d3255bfef95601890afd80709');
    expect(hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '84983e441c3bd26ebaae4aa1f95129e5e54670f1',
    );
    expect(hex('a'.repeat(1000))).toBe('291e9a6c66994949b57ba5e650361e98fc36b1ba');
  });

  it('are UUID v5 as RFC 9562 defines them (the values Python gives)', () => {
    expect(uuidV5('python.org', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '886313e1-3b8a-5372-9b90-0c9aee199e5d',
    );
    expect(uuidV5('https://example.com/é', '6ba7b811-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '20ecd233-a9e7-5067-a96f-fd6600ca3fda',
    );
  });

  it('are the same on every import of the same curriculum and code', () => {
    const first = stableOutcomeUuid('AU_V9', 'AC9S7U01');
    expect(stableOutcomeUuid('AU_V9', 'AC9S7U01')).toBe(first);
    expect(isUuid(first)).toBe(true);
    expect(zLearningOutcome.safeParse({ ...base, uuid: first, auOutcome }).success).toBe(true);
  });

  it('differ between curricula and between codes', () => {
    const uuids = new Set([
      stableOutcomeUuid('US', 'MS-LS1-6'),
      stableOutcomeUuid('US_HS', 'MS-LS1-6'),
      stableOutcomeUuid('US', 'MS-LS1-7'),
      stableOutcomeUuid('US', 'ms-ls1-6'),
    ]);
    expect(uuids.size).toBe(4);
  });
});
