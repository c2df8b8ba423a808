import {
  Badge,
  Box,
  Button,
  Group,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassView } from '../../../../common/activities/contracts.ts';
import { isReturned } from '../../../../common/activities/rules.ts';
import type { Response, StudentSummary } from '../../../../common/activities/schema.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { NotFoundContent } from '../../../ui/not-found.tsx';
import { useFocusWhenShown } from '../../../ui/use-focus-when-shown.ts';
import { useClassView } from '../responses.queries.ts';
import { LessonNav, LessonRoute, type LessonRouteContext } from '../components/lesson-route.tsx';
import { MarkingDialog, type OpenedAnswer } from '../components/marking-dialog.tsx';
import { ReturnWorkModal } from '../components/return-work-modal.tsx';
import { StudentDueDate } from '../components/student-due-date.tsx';
import { useClassViewEvents } from '../response-events.ts';
import { SidewaysScroller } from '../../../ui/sideways-scroller.tsx';
import classes from './class-view-page.module.css';

/** The teacher's class view of one lesson, `{subject path}/lessons/{id}/class`. */
export function ClassViewPage() {
  const { t } = useTranslation();
  return (
    <LessonRoute
      view="class"
      pageTitle={(activity) => t('activities.classView.pageTitle', { title: activity.title })}
    >
      {(context) =>
        context.activity.permissions.update ? (
          <ClassViewContent {...context} />
        ) : (
          <NotFoundContent
            title={t('activities.route.notFoundTitle')}
            body={t('activities.route.notFoundBody')}
          />
        )
      }
    </LessonRoute>
  );
}

/** The id of a student's progress state in the grid (focus goes there after a return). */
const stateIdOf = (principal: string) => `student-state-${principal}`;

function ClassViewContent(context: LessonRouteContext) {
  const { t } = useTranslation();
  const { activity } = context;
  const query = useClassView(activity.id);
  const stream = useClassViewEvents(activity.id);
  const [opened, setOpened] = useState<OpenedAnswer | null>(null);
  const [returning, setReturning] = useState<StudentSummary | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusWhenShown = useFocusWhenShown();

  return (
    <Stack gap="lg">
      <LessonNav {...context} view="class" />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('activities.classView.title', { title: activity.title })}</Title>
          <Text c="dimmed">{t('activities.classView.intro')}</Text>
        </Stack>
        <Badge
          color={stream.state === 'live' ? 'green' : 'gray'}
          c={stream.state === 'live' ? '#1e6b2f' : 'dark.7'}
          variant="light"
          data-testid="stream-state"
        >
          {t(`activities.classView.stream.${stream.state}`)}
        </Badge>
      </Group>
      {query.isPending && <LoadingState label={t('activities.classView.loading')} />}
      {query.isError && (
        <ErrorState
          title={t('activities.classView.loadError')}
          error={query.error}
          headingOrder={2}
          onRetry={() => void query.refetch()}
        />
      )}
      <Box role="status" data-testid="class-announcement">
        {announcement && <Text size="sm">{announcement}</Text>}
      </Box>
      {query.data && (
        <Grid
          view={query.data}
          lastChanged={stream.lastChanged}
          onOpen={setOpened}
          onReturn={(student) => {
            setAnnouncement('');
            setReturning(student);
          }}
        />
      )}
      <MarkingDialog view={query.data} opened={opened} onMove={setOpened} onClose={() => setOpened(null)} />
      <ReturnWorkModal
        activityId={activity.id}
        student={returning}
        onClose={() => setReturning(null)}
        onReturned={(student) => {
          setReturning(null);
          setAnnouncement(t('activities.classView.returnedAnnounce', { name: student.fullName }));
          // The Return button is gone with the hand-in: focus goes to the row's new state.
          focusWhenShown(stateIdOf(student.principal));
        }}
      />
    </Stack>
  );
}

function Grid({
  view,
  lastChanged,
  onOpen,
  onReturn,
}: {
  view: ClassView;
  lastChanged: ReadonlySet<string>;
  onOpen: (opened: OpenedAnswer) => void;
  onReturn: (student: StudentSummary) => void;
}) {
  const { t } = useTranslation();
  const { students, worksheetItems: items } = view;
  if (students.length === 0) return <Text c="dimmed">{t('activities.classView.noStudents')}</Text>;
  if (items.length === 0) return <Text c="dimmed">{t('activities.lesson.noQuestions')}</Text>;
  const captionId = `class-grid-caption-${view.activity.id}`;
  const byCell = new Map(view.responses.map((r) => [`${r.studentPrincipal}:${r.worksheetItemId}`, r]));
  return (
    <SidewaysScroller
      labelledBy={captionId}
      hint={t('activities.classView.scrollHint')}
      className={classes.scroller}
    >
      <Table
        miw={320 + items.length * 96}
        striped
        highlightOnHover
        verticalSpacing="xs"
        className={classes.grid}
        data-testid="class-grid"
      >
        <VisuallyHidden component="caption" id={captionId}>
          {t('activities.classView.caption')}
        </VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('activities.classView.student')}</Table.Th>
            <Table.Th scope="col">{t('activities.classView.progress')}</Table.Th>
            {items.map((item, index) => (
              <Table.Th scope="col" key={item.id} className={classes.cell}>
                {t('activities.classView.questionShort', { number: index + 1 })}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((student) => (
            <Table.Tr
              key={student.principal}
              data-testid="class-row"
              data-student={student.fullName}
              data-state={stateOf(student)}
              className={lastChanged.has(student.principal) ? classes.changed : undefined}
            >
              <Table.Th scope="row">{student.fullName}</Table.Th>
              <Table.Td>
                <ProgressCell student={student} count={items.length} onReturn={() => onReturn(student)} />
                <StudentDueDate activity={view.activity} student={student} />
              </Table.Td>
              {items.map((item, index) => (
                <Table.Td key={item.id} className={classes.cell}>
                  <Cell
                    response={byCell.get(`${student.principal}:${item.id}`)}
                    label={t('activities.classView.openAnswer', {
                      name: student.fullName,
                      number: index + 1,
                    })}
                    onOpen={() => onOpen({ studentPrincipal: student.principal, worksheetItemId: item.id })}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SidewaysScroller>
  );
}

/** Where a student is with the lesson: handed in (again, after a return), returned, or working. */
function stateOf(student: StudentSummary): 'submitted' | 'returned' | 'working' {
  if (student.submission.submittedAt) return 'submitted';
  return isReturned(student.submission) ? 'returned' : 'working';
}

/**
 * A student's progress: how many questions answered, whether handed in or returned, and (handed
 * in) the button that returns the work to them.
 */
function ProgressCell({
  student,
  count,
  onReturn,
}: {
  student: StudentSummary;
  count: number;
  onReturn: () => void;
}) {
  const { t } = useTranslation();
  const { submission } = student;
  const state = stateOf(student);
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" data-testid="progress">
        {t('activities.classView.answered', { answered: submission.answeredCount, count })}
      </Text>
      {state !== 'working' && (
        <Badge
          id={stateIdOf(student.principal)}
          tabIndex={-1}
          color={state === 'submitted' ? 'green' : 'blue'}
          c={state === 'submitted' ? '#1e6b2f' : '#1c4f8c'}
          variant="light"
          size="sm"
          data-testid="student-state"
        >
          {state === 'returned'
            ? t('activities.classView.returned')
            : submission.returnedAt
              ? t('activities.classView.submittedAgain')
              : t('activities.list.submitted')}
        </Badge>
      )}
      {state === 'submitted' && (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={onReturn}
          aria-label={t('activities.classView.returnWorkFor', { name: student.fullName })}
        >
          {t('activities.classView.returnWork')}
        </Button>
      )}
    </Stack>
  );
}

/** One answer in the grid: nothing yet, waiting for a mark, or its mark; opens it to mark. */
function Cell({
  response,
  label,
  onOpen,
}: {
  response: Response | undefined;
  label: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  if (!response) {
    return (
      <Text span c="dimmed" aria-label={t('activities.classView.notAnswered')}>
        –
      </Text>
    );
  }
  const mark = response.mark;
  const text = mark
    ? t('activities.classView.score', { score: mark.score, max: mark.maxScore })
    : t('activities.classView.toMark');
  const tone = !mark
    ? classes.toMark
    : mark.score >= mark.maxScore
      ? classes.full
      : mark.score > 0
        ? classes.part
        : classes.none;
  return (
    <UnstyledButton
      onClick={onOpen}
      className={`${classes.cellButton} ${tone}`}
      aria-label={`${label}: ${text}`}
    >
      {text}
    </UnstyledButton>
  );
}
