import { describe, expect, it } from 'vitest';
import { usageCsv } from './usage-csv.ts';

describe('usage CSV', () => {
  it('writes the weeks, subjects and teachers as three tables', () => {
    const csv = usageCsv(
      {
        institutionId: 1,
        from: '2026-09-21',
        to: '2026-09-27',
        rolledUpAt: null,
        weeks: [
          {
            weekStart: '2026-09-21',
            activeTeachers: 2,
            activeStudents: 30,
            lessonsPublished: 0,
            answersSubmitted: 0,
            studentsJoined: 4,
          },
        ],
        subjects: [
          {
            subjectId: 3,
            name: 'Year 7, Science',
            isArchived: false,
            studentsJoined: 4,
            lessonsPublished: 0,
            answersSubmitted: 0,
          },
        ],
        teachers: [
          { principal: 'p-1', fullName: null, activeDays: 3, subjectsCreated: 1, lessonsPublished: 0 },
        ],
      },
      { weeks: ['Week', 'Teachers'], subjects: ['Subject'], teachers: ['Teacher'], formerTeacher: 'Former' },
    );
    expect(csv).toBe(
      [
        'Week,Teachers',
        '2026-09-21,2,30,0,0,4',
        '',
        'Subject',
        '"Year 7, Science",4,0,0',
        '',
        'Teacher',
        'Former,3,1,0',
        '',
      ].join('\r\n'),
    );
  });
});
