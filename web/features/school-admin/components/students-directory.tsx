import { Button, Group, NativeSelect, Pagination, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LICENCE_STANDINGS, type LicenceStanding } from '../../../../common/students/schema.ts';
import { downloadText } from '../../../ui/csv.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { handleError } from '../../../ui/handle-error.ts';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { schoolDay } from '../staff-csv.ts';
import { studentsCsv } from '../students-csv.ts';
import { fetchAllStudents, STUDENTS_PAGE_SIZE, useStudents } from '../students.queries.ts';
import { StudentActionDialog } from './student-action-dialog.tsx';
import { StudentCard } from './student-card.tsx';
import classes from './staff.module.css';

const TITLE_ID = 'students-list-title';

type Dialog = { kind: 'release' | 'remove'; principal: string } | null;

/**
 * The school's students, a page at a time (a school may have thousands), searched by name or
 * e-mail and filtered by licence standing on the server; each as a card, which reads the same at
 * 390 px as at 1280 px.
 */
export function StudentsDirectory({
  institutionId,
  schoolName,
  school,
}: {
  institutionId: number;
  schoolName: string;
  /** For the CSV download: its file's name, and the school's calendar its dates are on. */
  school: { code: string; timeZone: string };
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [standing, setStanding] = useState<LicenceStanding | null>(null);
  const [page, setPage] = useState(1);
  const [q] = useDebouncedValue(search.trim(), 250);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [isDownloading, setDownloading] = useState(false);
  const students = useStudents(institutionId, { q, standing, page });
  const data = students.data;
  const dialogStudent = dialog ? data?.students.find((s) => s.principal === dialog.principal) : undefined;
  const pages = data ? Math.max(1, Math.ceil(data.total / STUDENTS_PAGE_SIZE)) : 1;
  const isFiltered = q !== '' || standing !== null;

  async function download() {
    setDownloading(true);
    try {
      const all = await fetchAllStudents(institutionId, { q, standing });
      const csv = studentsCsv(
        all,
        {
          headings: [
            t('schoolStudents.csv.name'),
            t('schoolStudents.csv.email'),
            t('schoolStudents.csv.subjects'),
            t('schoolStudents.csv.licence'),
            t('schoolStudents.csv.joined'),
            t('schoolStudents.csv.released'),
          ],
          standing: (s) => t(`schoolStudents.standing.${s}`),
        },
        school.timeZone,
      );
      downloadText(
        csv,
        `students-${school.code}-${schoolDay(new Date().toISOString(), school.timeZone)}.csv`,
      );
    } catch (error) {
      handleError(error, 'schoolStudents.downloadFailed');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Paper component="section" withBorder p="lg" aria-labelledby={TITLE_ID}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h3" id={TITLE_ID}>
              {t('schoolStudents.listTitle')}
            </Title>
            {data && (
              <Text size="sm">
                {data.licences.available === null
                  ? t('schoolStudents.licencesSummaryNoTerm', { used: data.licences.used })
                  : t('schoolStudents.licencesSummary', {
                      used: data.licences.used,
                      available: data.licences.available,
                    })}
              </Text>
            )}
          </Stack>
          <Button variant="light" onClick={() => void download()} loading={isDownloading} disabled={!data}>
            {t('schoolStudents.download')}
          </Button>
        </Group>
        <div className={classes.filters} role="search" aria-label={t('schoolStudents.filtersLabel')}>
          <TextInput
            type="search"
            label={t('schoolStudents.search')}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          <NativeSelect
            label={t('schoolStudents.standingFilter')}
            value={standing ?? 'all'}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setStanding(value === 'all' ? null : (value as LicenceStanding));
              setPage(1);
            }}
            data={[
              { value: 'all', label: t('schoolStudents.allStandings') },
              ...LICENCE_STANDINGS.map((s) => ({ value: s, label: t(`schoolStudents.standing.${s}`) })),
            ]}
          />
        </div>
        {students.isPending ? (
          <LoadingState label={t('schoolStudents.loading')} />
        ) : students.error ? (
          <ErrorState
            title={t('schoolStudents.loadError')}
            error={students.error}
            headingOrder={2}
            onRetry={() => void students.refetch()}
          />
        ) : (
          <>
            <Text size="sm" role="status" aria-live="polite">
              {t('schoolStudents.showing', { count: data!.total })}
            </Text>
            {data!.students.length === 0 ? (
              <Text c="dimmed">{isFiltered ? t('schoolStudents.noMatch') : t('schoolStudents.empty')}</Text>
            ) : (
              <ul className={classes.list} aria-labelledby={TITLE_ID} aria-busy={students.isPlaceholderData}>
                {data!.students.map((student) => (
                  <StudentCard
                    key={student.principal}
                    student={student}
                    onRelease={() => setDialog({ kind: 'release', principal: student.principal })}
                    onRemove={() => setDialog({ kind: 'remove', principal: student.principal })}
                  />
                ))}
              </ul>
            )}
            {pages > 1 && (
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': t(`schoolStudents.pageControl.${control}`) })}
                getItemProps={(n) => ({ 'aria-label': t('schoolStudents.pageNumber', { page: n }) })}
                aria-label={t('schoolStudents.pagination')}
                component="nav"
              />
            )}
          </>
        )}
      </Stack>
      {dialog && dialogStudent && (
        <StudentActionDialog
          institutionId={institutionId}
          schoolName={schoolName}
          student={dialogStudent}
          kind={dialog.kind}
          onClose={() => setDialog(null)}
        />
      )}
    </Paper>
  );
}
