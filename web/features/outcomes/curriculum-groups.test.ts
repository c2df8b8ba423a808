import { describe, expect, it } from 'vitest';
import { au, fundamentals, standard } from '../../../common/outcomes/outcomes.fixtures.ts';
import { groupByGradeAndStrand } from './curriculum-groups.ts';

const codesOf = (sections: ReturnType<typeof groupByGradeAndStrand>) =>
  sections.map(({ grade, strands }) => ({
    grade,
    strands: strands.map(({ strand, outcomes }) => ({ strand, codes: outcomes.map((o) => o.flat.code) })),
  }));

describe('groupByGradeAndStrand', () => {
  it('lists year levels in grade order, strands as they first appear, codes in reading order', () => {
    const sections = groupByGradeAndStrand([
      au({ code: 'AC9S8U01', levels: ['EIGHT'] }),
      au({ code: 'AC9S7I10', levels: ['SEVEN'], subjectStrand: 'Science Inquiry' }),
      au({ code: 'AC9S7U10', levels: ['SEVEN'] }),
      au({ code: 'AC9S7U02', levels: ['SEVEN'] }),
      au({ code: 'AC9SFU01', levels: ['PREP'] }),
    ]);
    expect(codesOf(sections)).toEqual([
      { grade: 'PREP', strands: [{ strand: 'Science Understanding', codes: ['AC9SFU01'] }] },
      {
        grade: 'SEVEN',
        strands: [
          { strand: 'Science Inquiry', codes: ['AC9S7I10'] },
          { strand: 'Science Understanding', codes: ['AC9S7U02', 'AC9S7U10'] },
        ],
      },
      { grade: 'EIGHT', strands: [{ strand: 'Science Understanding', codes: ['AC9S8U01'] }] },
    ]);
  });

  it('puts levels without a label of their own after the known ones, and no level last', () => {
    const sections = groupByGradeAndStrand([
      fundamentals('Asking questions'),
      standard({ code: 'K.CC.1', level: 'K' }),
      standard({ code: '6.RP.1', level: 'SIX' }),
    ]);
    expect(sections.map((section) => section.grade)).toEqual(['SIX', 'K', null]);
  });

  it('leaves sub-standards out: they are read with their standard', () => {
    const sections = groupByGradeAndStrand([
      standard({ code: '6.RP.1' }),
      standard({ code: '6.RP.1a', type: 'SUBSTANDARD' }),
    ]);
    expect(codesOf(sections)).toEqual([{ grade: null, strands: [{ strand: null, codes: ['6.RP.1'] }] }]);
  });
});
