import '../school-admin-i18n.ts';
import { Badge, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubjectUsage, TeacherUsage, UsageWeek } from '../../../../common/usage/schema.ts';
import { useDayFormat } from './use-day-format.ts';

function FiguresTable({
  caption,
  headings,
  rows,
  minWidth = 420,
}: {
  caption: string;
  headings: readonly string[];
  rows: readonly { key: string | number; head: ReactNode; figures: readonly number[] }[];
  minWidth?: number;
}) {
  return (
    // A narrow screen scrolls the table sideways; the region takes focus so a keyboard can scroll it.
    <div role="region" aria-label={caption} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table striped withTableBorder captionSide="top" miw={minWidth}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {headings.map((heading, index) => (
              <Table.Th key={heading} scope="col" ta={index === 0 ? 'left' : 'right'}>
                {heading}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={500}>
                {row.head}
              </Table.Th>
              {row.figures.map((figure, index) => (
                <Table.Td key={index} ta="right">
                  {figure}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

export const WEEK_COLUMNS = [
  'activeTeachers',
  'activeStudents',
  'lessonsPublished',
  'answersSubmitted',
  'studentsJoined',
] as const;
export const SUBJECT_COLUMNS = ['studentsJoined', 'lessonsPublished', 'answersSubmitted'] as const;
export const TEACHER_COLUMNS = ['activeDays', 'subjectsCreated', 'lessonsPublished'] as const;

/** The charts' figures, week by week: the view for screen readers and for reading exact numbers. */
export function WeeksTable({ weeks }: { weeks: readonly UsageWeek[] }) {
  const { t } = useTranslation();
  const day = useDayFormat({ day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <FiguresTable
      caption={t('schoolAdmin.usage.weeksCaption')}
      headings={[
        t('schoolAdmin.usage.column.week'),
        ...WEEK_COLUMNS.map((c) => t(`schoolAdmin.usage.column.${c}`)),
      ]}
      rows={weeks.map((w) => ({
        key: w.weekStart,
        head: t('schoolAdmin.usage.weekOf', { date: day(w.weekStart) }),
        figures: WEEK_COLUMNS.map((c) => w[c]),
      }))}
      minWidth={640}
    />
  );
}

export function SubjectsTable({ subjects }: { subjects: readonly SubjectUsage[] }) {
  const { t } = useTranslation();
  if (subjects.length === 0) return <Text c="dimmed">{t('schoolAdmin.usage.noSubjects')}</Text>;
  return (
    <FiguresTable
      caption={t('schoolAdmin.usage.subjectsCaption')}
      headings={[
        t('schoolAdmin.usage.column.subject'),
        ...SUBJECT_COLUMNS.map((c) => t(`schoolAdmin.usage.column.${c}`)),
      ]}
      rows={subjects.map((s) => ({
        key: s.subjectId,
        head: (
          <>
            {s.name}{' '}
            {s.isArchived && (
              <Badge size="sm" variant="filled" color="gray.7">
                {t('schoolAdmin.usage.archived')}
              </Badge>
            )}
          </>
        ),
        figures: SUBJECT_COLUMNS.map((c) => s[c]),
      }))}
    />
  );
}

export function TeachersTable({ teachers }: { teachers: readonly TeacherUsage[] }) {
  const { t } = useTranslation();
  if (teachers.length === 0) return <Text c="dimmed">{t('schoolAdmin.usage.noTeachers')}</Text>;
  return (
    <FiguresTable
      caption={t('schoolAdmin.usage.teachersCaption')}
      headings={[
        t('schoolAdmin.usage.column.teacher'),
        ...TEACHER_COLUMNS.map((c) => t(`schoolAdmin.usage.column.${c}`)),
      ]}
      rows={teachers.map((teacher) => ({
        key: teacher.principal,
        head: teacher.fullName ?? t('schoolAdmin.usage.formerTeacher'),
        figures: TEACHER_COLUMNS.map((c) => teacher[c]),
      }))}
    />
  );
}
