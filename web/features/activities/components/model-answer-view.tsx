import { Badge, Group, List, Paper, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isEmptyDocument } from '../../../../common/activities/rules.ts';
import type { WorksheetItem } from '../../../../common/activities/schema.ts';
import { formulaDocument } from './answer-view.tsx';
import { RichTextView } from './rich-parts.tsx';

/**
 * A question's model answer as the teacher reads it while marking: the correct options, the model
 * text and accepted answers, the model document, the number with its unit and tolerance, or the
 * formula (KaTeX). Text is rendered as text, never as markup. Nothing when the question has none.
 */
export function ModelAnswerView({ item }: { item: WorksheetItem }) {
  const { t } = useTranslation();
  const body = modelBody(item, t);
  if (body === null) return null;
  return (
    <Paper withBorder p="sm" radius="md" bg="gray.0" data-testid="model-answer">
      <Text size="sm" fw={600} mb={4}>
        {t('activities.mark.modelAnswer')}
      </Text>
      {body}
    </Paper>
  );
}

function modelBody(item: WorksheetItem, t: TFunction) {
  const model = item.modelAnswer;
  if (model === null) return null;
  switch (item.kind) {
    case 'multipleChoice': {
      const correct = item.options.filter((o) => item.modelAnswer?.correctOptionIds.includes(o.id));
      if (correct.length === 0) return null;
      return (
        <List size="sm">
          {correct.map((o) => (
            <List.Item key={o.id}>{o.text}</List.Item>
          ))}
        </List>
      );
    }
    case 'shortAnswer': {
      const { text, acceptedAnswers, isCaseSensitive } = item.modelAnswer!;
      if (text.trim() === '' && acceptedAnswers.length === 0) return null;
      return (
        <Stack gap={6}>
          {text.trim() !== '' && <Text style={{ whiteSpace: 'pre-wrap' }}>{text}</Text>}
          {acceptedAnswers.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {isCaseSensitive ? t('activities.mark.acceptedCaseSensitive') : t('activities.mark.accepted')}
              </Text>
              <Group gap={6}>
                {acceptedAnswers.map((accepted) => (
                  <Badge key={accepted} variant="outline" color="dark" tt="none" fw={500}>
                    {accepted}
                  </Badge>
                ))}
              </Group>
            </Stack>
          )}
        </Stack>
      );
    }
    case 'longAnswer':
      return isEmptyDocument(item.modelAnswer!.document) ? null : (
        <RichTextView doc={item.modelAnswer!.document} topHeadingLevel={4} />
      );
    case 'numeric': {
      const { value, unit, tolerance } = item.modelAnswer!;
      const within =
        tolerance.amount === 0
          ? ''
          : tolerance.kind === 'absolute'
            ? t('activities.mark.toleranceAbsolute', { amount: tolerance.amount, unit })
            : t('activities.mark.toleranceRelative', { percent: tolerance.amount * 100 });
      return (
        <Text>
          {`${value} ${unit}`.trim()}
          {within && ` ${within}`}
        </Text>
      );
    }
    case 'maths':
      return item.modelAnswer!.latex.trim() === '' ? null : (
        <RichTextView doc={formulaDocument(item.modelAnswer!.latex)} />
      );
  }
}
