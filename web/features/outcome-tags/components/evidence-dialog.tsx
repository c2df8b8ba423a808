import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MasteryMethod } from '../../../../common/outcome-tags/constants.ts';
import type { MasteryCell, MasteryEvidence } from '../../../../common/outcome-tags/contracts.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { AppModal } from '../../../ui/app-modal.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { OutcomeText } from '../../outcomes/components/outcome-text.tsx';
import { useMasteryEvidence } from '../mastery.queries.ts';
import type { OutcomeColumn } from '../outcome-columns.ts';
import { outcomeName } from '../outcome-name.ts';
import { LevelLabel, useLevelName } from './level-label.tsx';
import classes from './evidence-dialog.module.css';
import listClasses from './my-progress.module.css';

/** The grid cell whose evidence is open: whose, which outcome, and what it adds up to. */
export interface EvidenceTarget {
  principal: string;
  fullName: string;
  column: OutcomeColumn;
  cell: MasteryCell;
}

/**
 * The answers behind one student's level in one outcome, oldest first: which question of which
 * lesson, the level it showed, when, and whether a teacher or the automatic mark gave it. For a
 * teacher (`classViewPath`) each answer links to its lesson's class view, where it is marked.
 */
export function EvidenceDialog({
  subjectId,
  method,
  target,
  classViewPath,
  onClose,
}: {
  subjectId: number;
  method: MasteryMethod;
  target: EvidenceTarget | null;
  classViewPath: ((activityId: number) => string) | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const levelName = useLevelName();
  const evidence = useMasteryEvidence(
    subjectId,
    target && { principal: target.principal, learningOutcomeUuid: target.column.uuid },
  );
  let body;
  if (!target) body = null;
  else if (evidence.isError)
    body = (
      <ErrorState
        title={t('outcomeTags.progress.evidenceDialog.loadError')}
        error={evidence.error}
        onRetry={() => void evidence.refetch()}
        headingOrder={2}
      />
    );
  else if (!evidence.data) body = <LoadingState label={t('outcomeTags.progress.evidenceDialog.loading')} />;
  else
    body = (
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <OutcomeText text={target.column.flat.title} />
        </Text>
        <Text size="sm">
          {t('outcomeTags.progress.evidenceDialog.summary', {
            level: levelName(target.cell.level),
            count: target.cell.evidenceCount,
            method: t(`outcomeTags.progress.method.short.${method}`),
          })}
        </Text>
        {evidence.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('outcomeTags.progress.evidenceDialog.none')}
          </Text>
        ) : (
          <ol className={listClasses.list} aria-label={t('outcomeTags.progress.evidenceDialog.list')}>
            {evidence.data.map((answer) => (
              <EvidenceRow key={answer.responseId} answer={answer} classViewPath={classViewPath} />
            ))}
          </ol>
        )}
      </Stack>
    );
  return (
    <AppModal
      opened={target !== null}
      onClose={onClose}
      title={
        target
          ? t('outcomeTags.progress.evidenceDialog.title', {
              name: target.fullName,
              code: outcomeName(target.column.flat),
            })
          : ''
      }
    >
      {body}
    </AppModal>
  );
}

function EvidenceRow({
  answer,
  classViewPath,
}: {
  answer: MasteryEvidence;
  classViewPath: ((activityId: number) => string) | null;
}) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const question = t('outcomeTags.progress.evidenceDialog.question', { number: answer.questionNumber });
  return (
    <li className={classes.item}>
      <Group gap="xs" wrap="wrap" align="baseline">
        {classViewPath ? (
          <Anchor
            component={Link}
            to={classViewPath(answer.activityId)}
            fw={600}
            aria-label={t('outcomeTags.progress.evidenceDialog.openLesson', {
              title: answer.activityTitle,
              number: answer.questionNumber,
            })}
          >
            {answer.activityTitle}
          </Anchor>
        ) : (
          <Text span fw={600}>
            {answer.activityTitle}
          </Text>
        )}
        <Text span size="sm">
          {question}
        </Text>
      </Group>
      <Group gap="xs" wrap="wrap" align="center" mt={4}>
        <LevelLabel level={answer.level} />
        <Text span size="sm" c="dimmed">
          <time dateTime={answer.markedAt}>{dateTime(answer.markedAt)}</time>
          {' · '}
          {t(
            answer.isAutoMark
              ? 'outcomeTags.progress.evidenceDialog.autoMark'
              : 'outcomeTags.progress.evidenceDialog.teacherMark',
          )}
        </Text>
      </Group>
    </li>
  );
}
