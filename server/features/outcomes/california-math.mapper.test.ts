import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { stableOutcomeUuid } from '../../../common/outcomes/uuid.ts';
import { californiaLevel, mapCaliforniaMath, parseJsonLines } from './california-math.mapper.ts';
import { SHIPPED_DATA_DIR } from './curriculum-files.service.ts';

const text = (file: string) => readFileSync(path.join(SHIPPED_DATA_DIR, 'us-california-math', file), 'utf8');
const standards = text('ca_math_standards.jsonl');
const ca = mapCaliforniaMath(standards, text('ca_math_hierarchy.jsonl'));
const value = (o: (typeof ca.outcomes)[number]) =>
  (o.variant.kind === 'standardBasedLearningOutcome' ? o.variant.value : null)!;
const byCode = (code: string) => ca.outcomes.filter((o) => o.code === code);

/** The export's records, as far as these tests read them. */
const records = parseJsonLines(standards).map((record) =>
  z
    .object({
      properties: z.object({
        statementType: z.string().optional(),
        statementCode: z.string().optional(),
        description: z.string(),
        notes: z.string().optional(),
        caseIdentifierUUID: z.string(),
      }),
    })
    .parse(record),
);
const outcomeRecords = records.filter((r) =>
  ['Standard', 'Component'].includes(r.properties.statementType ?? ''),
);

describe('California mathematics mapper', () => {
  it('makes the 992 records of 566 codes one outcome per standard: 585, as two courses number their own', () => {
    const codes = new Set(outcomeRecords.map((r) => r.properties.statementCode));
    expect(outcomeRecords).toHaveLength(992);
    expect(codes.size).toBe(566);
    expect(ca.outcomes).toHaveLength(585);
    expect(new Set(ca.outcomes.map((o) => o.code))).toEqual(codes);
    expect(new Set(ca.outcomes.map((o) => o.uuid)).size).toBe(585);
    // Every code is one outcome, except 1.0 to 19.0: Calculus and AP Probability and Statistics
    // each number their own standards so, with different text.
    const repeated = [...codes].filter((code) => byCode(code!).length > 1);
    expect(repeated.sort()).toEqual(Array.from({ length: 19 }, (_, i) => `${i + 1}.0`).sort());
    for (const code of repeated)
      expect(byCode(code!).map((o) => value(o).courses)).toEqual(
        expect.arrayContaining([
          ['Calculus Standards'],
          ['Advanced Placement Probability and Statistics Standards'],
        ]),
      );
    expect(ca.outcomes.filter((o) => value(o).type === 'KNOWLEDGE')).toHaveLength(461);
    expect(ca.outcomes.filter((o) => value(o).type === 'SUBSTANDARD')).toHaveLength(124);
  });

  it('gives a high-school standard the courses that teach it and the uuid of its first copy', () => {
    const [standard] = byCode('HSA-CED.A.1');
    expect(byCode('HSA-CED.A.1')).toHaveLength(1);
    expect(value(standard!)).toMatchObject({
      level: 'HS',
      domain: 'Creating Equations',
      topic: 'Algebra',
      courses: ['Mathematics I', 'Mathematics II', 'Mathematics III', 'Algebra I', 'Algebra II'],
    });
    const copies = outcomeRecords.filter((r) => r.properties.statementCode === 'HSA-CED.A.1');
    expect(copies).toHaveLength(6);
    expect(copies.map((r) => stableOutcomeUuid('US_CALI_MATHS', r.properties.caseIdentifierUUID))).toContain(
      standard!.uuid,
    );
    expect(value(byCode('4.NF.B.3')[0]!).courses).toEqual([]);
  });

  it('links each component to its one standard, both ways, and places the standard in its cluster and domain', () => {
    const standard = byCode('4.NF.B.3')[0]!;
    const children = ca.outcomes.filter((o) => value(o).parentId === standard.uuid);
    expect(children.map((o) => o.code)).toEqual(['4.NF.B.3.a', '4.NF.B.3.b', '4.NF.B.3.c', '4.NF.B.3.d']);
    expect(value(standard)).toMatchObject({
      childrenIds: children.map((o) => o.uuid),
      level: 'FOUR',
      domain: 'Number & Operations—Fractions',
    });
    expect(value(standard).group).toMatch(/^Build fractions from unit fractions/);
    const highSchool = byCode('HSF-IF.C.8')[0]!;
    expect(value(highSchool).childrenIds).toEqual(
      ['HSF-IF.C.8.a', 'HSF-IF.C.8.b'].map((code) => byCode(code)[0]!.uuid),
    );
    for (const o of ca.outcomes)
      for (const child of value(o).childrenIds)
        expect(value(ca.outcomes.find((c) => c.uuid === child)!).parentId).toBe(o.uuid);
  });

  it("keeps each record's licence and attribution, its text and its notes as published", () => {
    const published = new Set(outcomeRecords.map((r) => r.properties.description));
    for (const o of ca.outcomes) {
      expect(o.licence).toBe('https://creativecommons.org/licenses/by/4.0/');
      expect(o.attribution).toMatch(/^Knowledge Graph is provided by Learning Commons/);
      expect(published).toContain(value(o).title);
      const source = outcomeRecords.find((r) => r.properties.caseIdentifierUUID === o.sourceRef)!;
      expect(value(o).notes ?? undefined).toBe(source.properties.notes);
    }
    expect(value(byCode('HSG-CO.C.10')[0]!).notes).toBe(
      'Theorems include: measures of interior angles of a triangle sum to 180°; base angles of isosceles triangles are congruent; the segment joining midpoints of two sides of a triangle is parallel to the third side and half the length; the medians of a triangle meet at a point.',
    );
    expect(ca.outcomes.filter((o) => value(o).notes)).toHaveLength(
      new Set(outcomeRecords.filter((r) => r.properties.notes).map((r) => r.properties.statementCode)).size,
    );
  });

  it('names grade spans by grade where there is one', () => {
    expect(['["5"]', '["9","10","11","12"]', '["K"]', '["K","1","12"]'].map(californiaLevel)).toEqual([
      'FIVE',
      'HS',
      'K',
      'K–12',
    ]);
    expect(() => parseJsonLines('{}\nnot json')).toThrow('line 2 is not JSON');
  });
});
