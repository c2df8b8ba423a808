import { Anchor, Badge, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DueDate } from '../../../../common/activities/schema.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { useSubjects } from '../../subjects/subjects.queries.ts';
import { useDueDates } from '../responses.queries.ts';
import { useFormatDueAt } from '../due-time.ts';
import { lessonPathIn } from '../lesson-paths.ts';
import classes from './due-dates-region.module.css';

const TITLE_ID = 'due-dates-title';

/** What the school's subjects page hands the due dates region. */
export interface DueDatesRegionProps {
  institution: { id: number; code: string };
  endpoint: string;
}

/**
 * The due dates region (spec 2.3): lessons due across the person's subjects at this school,
 * soonest first, each linking to the lesson (a teacher's to its class view); a student's overdue,
 * unsubmitted lessons are flagged.
 */
export function DueDatesRegion({ institution, endpoint }: DueDatesRegionProps) {
  const { t } = useTranslation();
  const query = useDueDates(institution.id);
  const subjects = useSubjects(institution.id);
  const formatDue = useFormatDueAt();
  const codeOf = (subjectId: number) => subjects.data?.find((s) => s.id === subjectId)?.code ?? 'subject';
  const pathOf = (due: DueDate) =>
    lessonPathIn(
      { endpoint, code: institution.code, id: institution.id },
      { id: due.subjectId, code: codeOf(due.subjectId) },
      due.activityId,
      due.isTeacher ? 'class' : 'read',
    );
  const soonest = [...(query.data ?? [])].sort((a, b) => a.dueAt.localeCompare(b.dueAt));

  return (
    <Paper
      component="section"
      withBorder
      p="md"
      radius="lg"
      aria-labelledby={TITLE_ID}
      data-testid="due-dates"
    >
      <Title order={2} size="h5" id={TITLE_ID}>
        {t('subjects.dueDates.title')}
      </Title>
      {query.isPending && (
        <Stack gap={6} mt="xs" role="status" aria-label={t('activities.dueDates.loading')}>
          <Skeleton height={14} width="80%" />
          <Skeleton height={14} width="60%" />
        </Stack>
      )}
      {query.isError && (
        <ErrorState
          title={t('activities.dueDates.loadError')}
          error={query.error}
          headingOrder={2}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && soonest.length === 0 && (
        <Text mt={4} size="sm" c="dimmed">
          {t('subjects.dueDates.empty')}
        </Text>
      )}
      {soonest.length > 0 && (
        <ul className={classes.list}>
          {soonest.map((due) => (
            <li key={due.activityId} className={classes.item} data-testid="due-item">
              <Anchor component={Link} to={pathOf(due)} fw={600} size="sm">
                {due.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {due.subjectName}
              </Text>
              <Text size="sm" className={classes.when}>
                {due.isOverdue && (
                  <Badge component="span" color="red.9" variant="filled" size="sm" mr={6}>
                    {t('activities.list.overdue')}
                  </Badge>
                )}
                {t('activities.list.due', { when: formatDue(due.dueAt, due.timezone) })}
                {due.submittedAt && ` · ${t('activities.list.submitted')}`}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Paper>
  );
}
