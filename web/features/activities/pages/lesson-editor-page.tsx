import '@mantine/dates/styles.css';
import { Badge, Button, Group, Menu, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WORKSHEET_ITEM_KINDS } from '../../../../common/activities/constants.ts';
import { zCreateActivity, type UpdateActivity } from '../../../../common/activities/schema.ts';
import { problemsOf } from '../../../../common/api/zod-problems.ts';
import { handleError } from '../../../ui/handle-error.ts';
import { useFocusWhenShown } from '../../../ui/use-focus-when-shown.ts';
import { useProblemText } from '../../../ui/forms/use-api-form.ts';
import { NotFoundContent } from '../../../ui/not-found.tsx';
import { LessonOutcomes } from '../../outcome-tags/components/lesson-outcomes.tsx';
import { showNotification } from '../../../ui/notifications/notification-store.ts';
import { useCreateWorksheetItem, usePublishActivity } from '../activities.queries.ts';
import { LessonNav, LessonRoute, type LessonRouteContext } from '../components/lesson-route.tsx';
import { questionHeadingId } from '../components/question-editor.tsx';
import { QuestionList } from '../components/question-list.tsx';
import { DueDateField } from '../components/due-date-field.tsx';
import { RichTextEditor } from '../components/rich-parts.tsx';
import { FeedbackSettings } from '../components/feedback-settings.tsx';
import { SaveIndicator } from '../components/save-indicator.tsx';
import { newItemInput } from '../item-input.ts';
import { LESSON_KEY, useEditorSaves } from '../use-editor-saves.ts';

/** The teacher's lesson editor, `{subject path}/lessons/{id}/edit`. */
export function LessonEditorPage() {
  const { t } = useTranslation();
  return (
    <LessonRoute
      view="edit"
      pageTitle={(activity) => t('activities.editor.pageTitle', { title: activity.title })}
    >
      {(context) =>
        context.activity.permissions.update ? (
          <EditorContent {...context} />
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

function EditorContent(context: LessonRouteContext) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const { activity } = context;
  const saves = useEditorSaves(activity.id);
  const publish = usePublishActivity();
  const createItem = useCreateWorksheetItem(activity.id);
  const focusWhenShown = useFocusWhenShown();
  const fields = useRef<
    Required<Pick<UpdateActivity, 'title' | 'body' | 'dueAt' | 'feedbackMode' | 'checkTries'>>
  >({
    title: activity.title,
    body: activity.body ?? null,
    dueAt: activity.dueAt,
    feedbackMode: activity.feedbackMode,
    checkTries: activity.checkTries,
  });
  const [title, setTitle] = useState(activity.title);
  const [titleError, setTitleError] = useState<string | undefined>();
  const isPublished = activity.status === 'published';

  function saveFields(change: Partial<UpdateActivity>) {
    fields.current = { ...fields.current, ...change };
    const problem = problemsOf(zCreateActivity, { title: fields.current.title })[0];
    setTitleError(problemText(problem));
    if (!problem) saves.queue.change(LESSON_KEY, { kind: 'lesson', body: { ...fields.current } });
  }

  async function togglePublish() {
    // What is typed goes first, so students never get a lesson without its last changes.
    if (!(await saves.queue.flush())) {
      showNotification({ tone: 'error', message: t('activities.editor.publishUnsaved') });
      return;
    }
    publish.mutate(
      { activity, publish: !isPublished },
      {
        onSuccess: () =>
          showNotification({
            tone: 'success',
            message: t(isPublished ? 'activities.list.unpublished' : 'activities.list.published', {
              title: fields.current.title,
            }),
          }),
        onError: (error) => handleError(error, 'activities.list.publishFailed'),
      },
    );
  }

  function addQuestion(kind: (typeof WORKSHEET_ITEM_KINDS)[number]) {
    createItem.mutate(newItemInput(kind), {
      // The menu that added it has closed: the teacher goes on at the new question.
      onSuccess: (item) => focusWhenShown(questionHeadingId(item.id)),
      onError: (error) => handleError(error, 'activities.editor.addFailed'),
    });
  }

  return (
    <Stack gap="lg">
      <LessonNav {...context} view="edit" />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('activities.editor.title')}</Title>
          <Group gap="xs">
            <Badge
              color={isPublished ? 'green' : 'gray'}
              c={isPublished ? '#1e6b2f' : 'dark.7'}
              variant="light"
            >
              {isPublished ? t('activities.status.published') : t('activities.status.draft')}
            </Badge>
            <SaveIndicator status={saves.overall} kept="page" onRetry={() => saves.queue.retryFailed()} />
          </Group>
        </Stack>
        <Button
          onClick={() => void togglePublish()}
          loading={publish.isPending}
          variant={isPublished ? 'default' : 'filled'}
        >
          {isPublished ? t('activities.list.unpublish') : t('activities.list.publish')}
        </Button>
      </Group>

      <Paper withBorder p="md" radius="md" component="section" aria-label={t('activities.editor.details')}>
        <Stack gap="md">
          <TextInput
            label={t('activities.editor.lessonTitle')}
            value={title}
            required
            error={titleError ?? problemText(lessonProblem(saves.errorOf(LESSON_KEY), 'title'))}
            onChange={(event) => {
              setTitle(event.currentTarget.value);
              saveFields({ title: event.currentTarget.value });
            }}
          />
          <DueDateField
            dueAt={activity.dueAt}
            timeZone={activity.timezone}
            onChange={(dueAt) => saveFields({ dueAt })}
          />
          <RichTextEditor
            label={t('activities.editor.body')}
            subjectId={activity.subjectId}
            value={activity.body ?? null}
            onChange={(body) => saveFields({ body })}
          />
          <FeedbackSettings initial={activity} onChange={saveFields} />
        </Stack>
      </Paper>

      <LessonOutcomes
        activityId={activity.id}
        institutionId={activity.institutionId}
        subjectId={activity.subjectId}
      />

      <Stack gap="sm" component="section" aria-labelledby="editor-questions-title">
        <Group justify="space-between">
          <Title order={2} size="h3" id="editor-questions-title">
            {t('activities.lesson.questions')}
          </Title>
          <AddQuestionMenu onAdd={addQuestion} isAdding={createItem.isPending} />
        </Group>
        <QuestionList activity={activity} saves={saves} />
      </Stack>
    </Stack>
  );
}

function lessonProblem(error: unknown, field: string) {
  const problems = (error as { problems?: { field: string; message: string }[] } | undefined)?.problems ?? [];
  return problems.find((p) => p.field.endsWith(field)) as Parameters<ReturnType<typeof useProblemText>>[0];
}

function AddQuestionMenu({
  onAdd,
  isAdding,
}: {
  onAdd: (kind: (typeof WORKSHEET_ITEM_KINDS)[number]) => void;
  isAdding: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="light" loading={isAdding}>
          {t('activities.editor.addQuestion')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {WORKSHEET_ITEM_KINDS.map((kind) => (
          <Menu.Item key={kind} onClick={() => onAdd(kind)}>
            <Text size="sm">{t(`activities.kind.${kind}`)}</Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
