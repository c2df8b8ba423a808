import { List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { commonCoreName, outcomeNotes, type OutcomeNote } from '../../../../common/outcomes/notes.ts';
import type { LearningOutcome } from '../../../../common/outcomes/schema.ts';
import { OutcomeText } from './outcome-text.tsx';

function NoteBody({ note }: { note: OutcomeNote }) {
  const { t } = useTranslation();
  switch (note.kind) {
    case 'clarificationStatement':
    case 'assessmentBoundary':
    case 'notes':
      return (
        <Text size="sm">
          <OutcomeText text={note.text} />
        </Text>
      );
    case 'natureOfScience':
    case 'engineering':
      return (
        <List size="sm" spacing={2}>
          {note.connections.map((connection) => (
            <List.Item key={`${connection.category}:${connection.text}`}>
              <Text span size="sm" fw={600}>
                {connection.category}:
              </Text>{' '}
              <OutcomeText text={connection.text} />
            </List.Item>
          ))}
        </List>
      );
    case 'commonCore':
      return <Text size="sm">{note.addresses.map(commonCoreName).join(', ')}</Text>;
    case 'courses':
      return <Text size="sm">{note.courses.join(', ')}</Text>;
    case 'contentPoints':
      return (
        <List size="sm" spacing={4}>
          {note.points.map((point) => (
            <List.Item key={point.text}>
              <OutcomeText text={point.text} />
              {point.examples.length > 0 && (
                <Text size="sm" c="dimmed" component="div">
                  {t('outcomes.notes.examples')}{' '}
                  {point.examples.map((example, index) => (
                    <span key={example}>
                      {index > 0 && ' '}
                      <OutcomeText text={example} />
                    </span>
                  ))}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      );
  }
}

/**
 * What the curriculum publishes beside an outcome's text to help a teacher choose it (NGSS's
 * clarification statement, assessment boundary and connections, California's notes and courses,
 * NSW content points with their examples), verbatim, each under its name. Nothing when the source
 * publishes none.
 */
export function OutcomeNotes({ outcome }: { outcome: LearningOutcome }): ReactNode {
  const { t } = useTranslation();
  const notes = outcomeNotes(outcome);
  if (notes.length === 0) return null;
  return (
    <Stack gap="sm">
      {notes.map((note) => (
        <div key={note.kind}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {t(`outcomes.notes.${note.kind}`)}
          </Text>
          <NoteBody note={note} />
        </div>
      ))}
    </Stack>
  );
}
