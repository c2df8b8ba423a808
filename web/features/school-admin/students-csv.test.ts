import { describe, expect, it } from 'vitest';
import type { SchoolStudent } from '../../../common/students/schema.ts';
import { studentsCsv } from './students-csv.ts';

const words = {
  headings: ['Name', 'E-mail', 'Subjects', 'Licence', 'Joined', 'Licence released'] as const,
  standing: (standing: string) => `[${standing}]`,
};

const student = (overrides: Partial<SchoolStudent>): SchoolStudent => ({
  principal: 'p-1',
  fullName: 'Ada Lovelace',
  email: 'ada@example.test',
  isPending: false,
  subjects: [],
  licence: { standing: 'licensed', joinedOn: null, releasedOn: null },
  ...overrides,
});

describe('studentsCsv', () => {
  it('writes a row a student with subjects, standing and dates on the school calendar', () => {
    const csv = studentsCsv(
      [
        student({
          subjects: [
            { id: 1, name: 'Physics' },
            { id: 2, name: 'Chemistry, Year 8' },
          ],
          licence: {
            standing: 'released',
            joinedOn: '2025-02-28T14:00:00.000Z',
            releasedOn: '2025-03-02T01:00:00.000Z',
          },
        }),
      ],
      words,
      'Australia/Sydney',
    );
    expect(csv).toBe(
      'Name,E-mail,Subjects,Licence,Joined,Licence released\r\n' +
        'Ada Lovelace,ada@example.test,"Physics; Chemistry, Year 8",[released],2025-03-01,2025-03-02\r\n',
    );
  });

  it('keeps a name or subject that would start a formula from becoming one', () => {
    const csv = studentsCsv(
      [
        student({ fullName: '=HYPERLINK("x")', email: null, subjects: [{ id: 1, name: '@SUM(A1)' }] }),
        student({ fullName: '+61 Student' }),
        student({ fullName: '-Dash' }),
      ],
      words,
      'UTC',
    );
    const lines = csv.split('\r\n');
    expect(lines[1]).toBe(`"'=HYPERLINK(""x"")",,'@SUM(A1),[licensed],,`);
    expect(lines[2]!.startsWith("'+61 Student,")).toBe(true);
    expect(lines[3]!.startsWith("'-Dash,")).toBe(true);
  });
});
