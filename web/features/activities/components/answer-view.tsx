import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResponseValue, WorksheetItem } from '../../../../common/activities/schema.ts';
import type { RichTextDocument } from '../../../../common/rich-text/schema.ts';
import { RichTextView } from './rich-parts.tsx';

/** A formula as a document of one equation, so it is drawn by the one renderer (KaTeX). */
export const formulaDocument = (latex: string): RichTextDocument => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'inlineMath', attrs: { latex } }] }],
});

/** A student's answer as the teacher reads it while marking (never as an input). */
export function AnswerView({ item, value }: { item: WorksheetItem; value: ResponseValue }) {
  const { t } = useTranslation();
  switch (value.kind) {
    case 'multipleChoice': {
      const options = item.kind === 'multipleChoice' ? item.options : [];
      const correct = item.kind === 'multipleChoice' ? (item.modelAnswer?.correctOptionIds ?? []) : [];
      const chosen = options.filter((o) => value.optionIds.includes(o.id));
      if (chosen.length === 0) return <Text c="dimmed">{t('activities.classView.noAnswer')}</Text>;
      return (
        <List>
          {chosen.map((o) => (
            <List.Item key={o.id}>
              {o.text}{' '}
              <Text span size="sm" c={correct.includes(o.id) ? '#1e6b2f' : 'red.9'}>
                (
                {correct.includes(o.id)
                  ? t('activities.classView.correct')
                  : t('activities.classView.incorrect')}
                )
              </Text>
            </List.Item>
          ))}
        </List>
      );
    }
    case 'shortAnswer':
      return (
        <Text style={{ whiteSpace: 'pre-wrap' }}>{value.text || t('activities.classView.noAnswer')}</Text>
      );
    case 'longAnswer':
      return <RichTextView doc={value.document} topHeadingLevel={3} />;
    case 'numeric':
      return (
        <Text>
          {value.value ? `${value.value} ${value.unit}`.trim() : t('activities.classView.noAnswer')}
        </Text>
      );
    case 'maths':
      return value.latex ? (
        <RichTextView doc={formulaDocument(value.latex)} />
      ) : (
        <Text c="dimmed">{t('activities.classView.noAnswer')}</Text>
      );
  }
}
