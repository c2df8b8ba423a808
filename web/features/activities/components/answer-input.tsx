import { Checkbox, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResponseValue, WorksheetItem } from '../../../../common/activities/schema.ts';
import { MathInput, RichTextEditor } from './rich-parts.tsx';

/** An empty answer of a question's kind. */
export function emptyAnswer(item: WorksheetItem): ResponseValue {
  switch (item.kind) {
    case 'multipleChoice':
      return { kind: 'multipleChoice', optionIds: [] };
    case 'shortAnswer':
      return { kind: 'shortAnswer', text: '' };
    case 'longAnswer':
      return { kind: 'longAnswer', document: { type: 'doc', content: [{ type: 'paragraph' }] } };
    case 'numeric':
      return { kind: 'numeric', value: '', unit: '' };
    case 'maths':
      return { kind: 'maths', latex: '' };
  }
}

/**
 * Where a student answers one question, in the way its kind asks: choices, a line of text, a
 * formatted paragraph, a number with its unit, or a formula typed with the maths keyboard.
 */
export function AnswerInput({
  item,
  number,
  value,
  isReadOnly,
  onChange,
}: {
  item: WorksheetItem;
  /** The question's number on the page (1-based), for the inputs' names. */
  number: number;
  value: ResponseValue;
  isReadOnly: boolean;
  onChange: (value: ResponseValue) => void;
}) {
  const { t } = useTranslation();
  const label = t('activities.answer.label', { number });

  if (item.kind === 'multipleChoice' && value.kind === 'multipleChoice') {
    if (item.allowMultiple) {
      return (
        <Checkbox.Group
          label={t('activities.answer.chooseSeveral', { number })}
          value={value.optionIds}
          onChange={(optionIds) => onChange({ kind: 'multipleChoice', optionIds })}
          readOnly={isReadOnly}
        >
          <Stack gap="xs" mt="xs">
            {item.options.map((option) => (
              <Checkbox key={option.id} value={option.id} label={option.text} disabled={isReadOnly} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    }
    return (
      <Radio.Group
        label={t('activities.answer.chooseOne', { number })}
        value={value.optionIds[0] ?? null}
        onChange={(optionId) => onChange({ kind: 'multipleChoice', optionIds: [optionId] })}
        readOnly={isReadOnly}
      >
        <Stack gap="xs" mt="xs">
          {item.options.map((option) => (
            <Radio key={option.id} value={option.id} label={option.text} disabled={isReadOnly} />
          ))}
        </Stack>
      </Radio.Group>
    );
  }
  if (item.kind === 'shortAnswer' && value.kind === 'shortAnswer') {
    return (
      <TextInput
        label={label}
        value={value.text}
        readOnly={isReadOnly}
        autoComplete="off"
        onChange={(event) => onChange({ kind: 'shortAnswer', text: event.currentTarget.value })}
      />
    );
  }
  if (item.kind === 'longAnswer' && value.kind === 'longAnswer') {
    return (
      <RichTextEditor
        label={label}
        value={value.document}
        disabled={isReadOnly}
        onChange={(document) => onChange({ kind: 'longAnswer', document })}
      />
    );
  }
  if (item.kind === 'numeric' && value.kind === 'numeric') {
    return (
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={label}
          value={value.value}
          readOnly={isReadOnly}
          inputMode="decimal"
          autoComplete="off"
          style={{ flex: '1 1 10rem' }}
          onChange={(event) => onChange({ ...value, value: event.currentTarget.value })}
        />
        <TextInput
          label={t('activities.answer.unit', { number })}
          description={item.modelAnswer?.unit ? undefined : t('activities.answer.unitHint')}
          value={value.unit}
          readOnly={isReadOnly}
          autoComplete="off"
          style={{ flex: '0 1 12rem' }}
          onChange={(event) => onChange({ ...value, unit: event.currentTarget.value })}
        />
      </Group>
    );
  }
  if (item.kind === 'maths' && value.kind === 'maths') {
    return (
      <MathInput
        label={label}
        value={value.latex}
        disabled={isReadOnly}
        onChange={(latex) => onChange({ kind: 'maths', latex })}
      />
    );
  }
  return null;
}
