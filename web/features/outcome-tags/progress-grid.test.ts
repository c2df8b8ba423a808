import { describe, expect, it } from 'vitest';
import type { SubjectMastery } from '../../../common/outcome-tags/contracts.ts';
import { au, standard } from '../../../common/outcomes/outcomes.fixtures.ts';
import type { LearningOutcome } from '../../../common/outcomes/schema.ts';
import { outcomeColumns } from './outcome-columns.ts';
import { columnsInStrand, progressCsv, progressCsvFileName, strandsOf } from './progress-grid.ts';

const FORCES = au({ code: 'AC9S7U04', subjectStrand: 'Science Understanding' });
const PARTICLES = au({ code: 'AC9S7U05', subjectStrand: 'Science Understanding' });
const INQUIRY = au({ code: 'AC9S7I04', subjectStrand: 'Science Inquiry' });
const NO_STRAND = au({ code: 'AC9S7H01', subjectStrand: null, subjectSubStrand: null });

const columnsOf = (...outcomes: LearningOutcome[]) =>
  outcomeColumns(
    outcomes.map((o) => o.uuid),
    new Map(outcomes.map((o) => [o.uuid.toLowerCase(), o])),
  );

const cell = (outcome: LearningOutcome, level: 'PROFICIENT' | 'EMERGING') => ({
  learningOutcomeUuid: outcome.uuid,
  level,
  evidenceCount: 1,
  lastMarkedAt: '2026-11-20T01:00:00.000Z',
});

describe('strands of the progress grid', () => {
  it("lists each outcome's strand once, in the columns' order", () => {
    const columns = columnsOf(PARTICLES, INQUIRY, FORCES, NO_STRAND);
    expect(columns.map((c) => c.flat.code)).toEqual(['AC9S7H01', 'AC9S7I04', 'AC9S7U04', 'AC9S7U05']);
    expect(strandsOf(columns)).toEqual(['Science Inquiry', 'Science Understanding']);
  });

  it('keeps the columns of one strand, or all of them', () => {
    const columns = columnsOf(PARTICLES, INQUIRY, FORCES, NO_STRAND);
    const codes = (strand: string | null) => columnsInStrand(columns, strand).map((c) => c.flat.code);
    expect(codes('Science Understanding')).toEqual(['AC9S7U04', 'AC9S7U05']);
    expect(codes('Science Inquiry')).toEqual(['AC9S7I04']);
    expect(codes(null)).toHaveLength(4);
    expect(codes('Science as a Human Endeavour')).toEqual([]);
  });
});

describe('progress CSV', () => {
  const students: SubjectMastery['students'] = [
    { principal: 'sam', fullName: 'Sam Student', outcomes: [cell(PARTICLES, 'PROFICIENT')] },
    { principal: 'ava', fullName: "O'Neil, Ava", outcomes: [cell(FORCES, 'EMERGING')] },
    { principal: 'eve', fullName: '=Eve', outcomes: [] },
  ];
  const levelName = (level: string) => level.charAt(0) + level.slice(1).toLowerCase();

  it('writes a row per student, a column per outcome shown, the level by name', () => {
    const csv = progressCsv(students, columnsOf(FORCES, PARTICLES), { studentHeading: 'Student', levelName });
    const text = 'investigate the role of classification in ordering and organising the diversity of life';
    expect(csv.split('\r\n')).toEqual([
      `Student,AC9S7U04: ${text},AC9S7U05: ${text}`,
      'Sam Student,,Proficient',
      `"O'Neil, Ava",Emerging,`,
      "'=Eve,,",
      '',
    ]);
  });

  it("writes an outcome's Markdown and formulas as plain text", () => {
    const ratio = standard({
      code: '4.NF.B.3',
      title: 'Decompose a fraction. *Examples: $\\frac{3}{8} = \\frac{1}{8} + \\frac{2}{8}$.*',
    });
    const csv = progressCsv(students, columnsOf(ratio), { studentHeading: 'Student', levelName });
    expect(csv.split('\r\n')[0]).toBe('Student,4.NF.B.3: Decompose a fraction. Examples: 3/8 = 1/8 + 2/8.');
  });

  it('names the file after the subject as its URL does', () => {
    expect(progressCsvFileName('SCI-7A')).toBe('progress-sci-7a.csv');
    expect(progressCsvFileName('Year 7 / Science!')).toBe('progress-year-7-science.csv');
    expect(progressCsvFileName('global')).toBe('progress-subject.csv');
  });
});
