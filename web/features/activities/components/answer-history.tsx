import { Button, Collapse, List, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponseHistory } from '../../../../common/activities/contracts.ts';
import type { WorksheetItem } from '../../../../common/activities/schema.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { describeError } from '../../../ui/handle-error.ts';
import { useResponseHistory } from '../responses.queries.ts';
import { AnswerView } from './answer-view.tsx';

type Entry =
  | { kind: 'saved'; at: string; version: ResponseHistory['versions'][number] }
  | { kind: 'submitted' | 'returned'; at: string; byName: string | null };

/** The answer's saves and its lesson's hand-ins and returns, as one timeline, newest first. */
function timelineOf(history: ResponseHistory): Entry[] {
  const entries: Entry[] = [
    ...history.versions.map((version) => ({ kind: 'saved' as const, at: version.savedAt, version })),
    ...history.submissionEvents.map((e) => ({ kind: e.kind, at: e.at, byName: e.byName })),
  ];
  return entries.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

/**
 * An answer's history, for the teacher marking it: every version the student saved, and when the
 * lesson was handed in and returned (and by whom). Read only when the teacher opens it.
 */
export function AnswerHistory({ responseId, item }: { responseId: number; item: WorksheetItem }) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const [isShown, setIsShown] = useState(false);
  const history = useResponseHistory(responseId, isShown);
  const regionId = useId();
  const someone = t('activities.mark.someone');

  return (
    <Stack gap="xs">
      <Title order={3} size="sm">
        {t('activities.mark.history')}
      </Title>
      <Button
        variant="subtle"
        size="compact-sm"
        style={{ alignSelf: 'flex-start' }}
        aria-expanded={isShown}
        aria-controls={regionId}
        onClick={() => setIsShown((shown) => !shown)}
      >
        {isShown ? t('activities.mark.hideHistory') : t('activities.mark.showHistory')}
      </Button>
      <Collapse expanded={isShown}>
        <div id={regionId} data-testid="answer-history">
          {history.isPending && isShown && (
            <Text size="sm" c="dimmed" role="status">
              {t('activities.mark.historyLoading')}
            </Text>
          )}
          {history.isError && (
            <Text size="sm" c="red.9" role="alert">
              {t('activities.mark.historyFailed')} {describeError(history.error)}
            </Text>
          )}
          {history.data && (
            <List listStyleType="none" spacing="xs" p={0}>
              {timelineOf(history.data).map((entry, index) => (
                <List.Item key={`${entry.kind}-${entry.at}-${index}`} data-kind={entry.kind}>
                  <Text size="sm" fw={600}>
                    {entry.kind === 'saved'
                      ? t('activities.mark.historySaved')
                      : entry.kind === 'submitted'
                        ? t('activities.mark.historySubmitted', { name: entry.byName ?? someone })
                        : t('activities.mark.historyReturned', { name: entry.byName ?? someone })}{' '}
                    <Text span size="sm" fw={400} c="dimmed">
                      {dateTime(entry.at)}
                    </Text>
                  </Text>
                  {entry.kind === 'saved' && <AnswerView item={item} value={entry.version.value} />}
                </List.Item>
              ))}
            </List>
          )}
        </div>
      </Collapse>
    </Stack>
  );
}
