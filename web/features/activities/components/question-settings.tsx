import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Radio,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHOICE_OPTIONS_MAX } from '../../../../common/activities/constants.ts';
import { parseTypedNumber } from '../../../../common/activities/rules.ts';
import type { WorksheetItemInput } from '../../../../common/activities/schema.ts';
import type { RichTextDocument } from '../../../../common/rich-text/schema.ts';
import { newOptionId } from '../item-input.ts';
import { AcceptedAnswersEditor, RemoveIcon } from './accepted-answers-editor.tsx';
import { useQuestionFieldNames } from './question-field-names.tsx';
import { MathInput, RichTextEditor } from './rich-parts.tsx';

type Input<K extends WorksheetItemInput['kind']> = Extract<WorksheetItemInput, { kind: K }>;

/** The options of a multiple-choice question and which are correct (one, or several). */
function ChoiceSettings({
  input,
  number,
  errorOf,
  onChange,
}: {
  input: Input<'multipleChoice'>;
  number: number;
  errorOf: (path: string) => string | undefined;
  onChange: (input: WorksheetItemInput) => void;
}) {
  const { t } = useTranslation();
  const field = useQuestionFieldNames(number);
  const correct = input.modelAnswer.correctOptionIds;
  const setCorrect = (correctOptionIds: string[]) =>
    onChange({ ...input, modelAnswer: { correctOptionIds } });
  const setOptions = (options: Input<'multipleChoice'>['options']) =>
    onChange({
      ...input,
      options,
      modelAnswer: { correctOptionIds: correct.filter((id) => options.some((o) => o.id === id)) },
    });

  const rows = input.options.map((option, index) => {
    const isCorrect = correct.includes(option.id);
    const optionLabel = t('activities.editor.option', { index: index + 1 });
    return (
      <Group key={option.id} gap="xs" wrap="nowrap" align="flex-start">
        {input.allowMultiple ? (
          <Checkbox
            mt={8}
            checked={isCorrect}
            aria-label={field.name(t('activities.editor.optionCorrect', { index: index + 1 }))}
            onChange={(event) =>
              setCorrect(
                event.currentTarget.checked
                  ? [...correct, option.id]
                  : correct.filter((id) => id !== option.id),
              )
            }
          />
        ) : (
          <Radio
            mt={8}
            name={`correct-${number}`}
            checked={isCorrect}
            aria-label={field.name(t('activities.editor.optionCorrect', { index: index + 1 }))}
            onChange={() => setCorrect([option.id])}
          />
        )}
        <TextInput
          aria-label={field.name(optionLabel)}
          placeholder={optionLabel}
          value={option.text}
          error={errorOf(`options.${index}.text`)}
          style={{ flex: 1 }}
          onChange={(event) =>
            setOptions(
              input.options.map((o) => (o.id === option.id ? { ...o, text: event.currentTarget.value } : o)),
            )
          }
        />
        <ActionIcon
          variant="subtle"
          color="dark"
          mt={4}
          disabled={input.options.length <= 2}
          aria-label={field.name(t('activities.editor.removeOption', { index: index + 1 }))}
          onClick={() => setOptions(input.options.filter((o) => o.id !== option.id))}
        >
          <RemoveIcon />
        </ActionIcon>
      </Group>
    );
  });

  return (
    <Stack gap="xs">
      <Switch
        {...field.labelled(t('activities.editor.allowMultiple'))}
        checked={input.allowMultiple}
        onChange={(event) =>
          onChange({
            ...input,
            allowMultiple: event.currentTarget.checked,
            modelAnswer: { correctOptionIds: event.currentTarget.checked ? correct : correct.slice(0, 1) },
          })
        }
      />
      <Text size="sm" fw={500}>
        {input.allowMultiple
          ? t('activities.editor.markCorrectSeveral')
          : t('activities.editor.markCorrectOne')}
      </Text>
      {rows}
      {errorOf('modelAnswer.correctOptionIds') && (
        <Text size="sm" c="red.9" role="alert">
          {t('activities.editor.chooseCorrect')}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="compact-sm"
          disabled={input.options.length >= CHOICE_OPTIONS_MAX}
          onClick={() => setOptions([...input.options, { id: newOptionId(), text: '' }])}
        >
          {t('activities.editor.addOption')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The model value of a numeric question, its unit and its tolerance, typed as text. */
function NumericSettings({
  input,
  number,
  errorOf,
  onChange,
}: {
  input: Input<'numeric'>;
  number: number;
  errorOf: (path: string) => string | undefined;
  onChange: (input: WorksheetItemInput) => void;
}) {
  const { t } = useTranslation();
  const field = useQuestionFieldNames(number);
  const [value, setValue] = useState(String(input.modelAnswer.value));
  const isRelative = input.modelAnswer.tolerance.kind === 'relative';
  // A relative tolerance is stored as a fraction of the value and typed as a percentage.
  const [tolerance, setTolerance] = useState(
    String(isRelative ? input.modelAnswer.tolerance.amount * 100 : input.modelAnswer.tolerance.amount),
  );
  const model = input.modelAnswer;
  const notANumber = t('problems.is-not-a-number');
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <TextInput
        {...field.labelled(t('activities.editor.numericValue'))}
        value={value}
        inputMode="decimal"
        error={parseTypedNumber(value) === null ? notANumber : errorOf('modelAnswer.value')}
        style={{ flex: '1 1 8rem' }}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setValue(text);
          const parsed = parseTypedNumber(text);
          if (parsed !== null) onChange({ ...input, modelAnswer: { ...model, value: parsed } });
        }}
      />
      <TextInput
        {...field.labelled(t('activities.editor.numericUnit'))}
        description={t('activities.editor.numericUnitHint')}
        value={model.unit}
        error={errorOf('modelAnswer.unit')}
        style={{ flex: '1 1 8rem' }}
        onChange={(event) =>
          onChange({ ...input, modelAnswer: { ...model, unit: event.currentTarget.value } })
        }
      />
      <TextInput
        {...field.labelled(
          t(isRelative ? 'activities.editor.numericTolerancePercent' : 'activities.editor.numericTolerance'),
        )}
        description={t('activities.editor.numericToleranceHint')}
        value={tolerance}
        inputMode="decimal"
        error={parseTypedNumber(tolerance) === null ? notANumber : errorOf('modelAnswer.tolerance.amount')}
        style={{ flex: '1 1 8rem' }}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setTolerance(text);
          const parsed = parseTypedNumber(text);
          if (parsed !== null && parsed >= 0)
            onChange({
              ...input,
              modelAnswer: {
                ...model,
                tolerance: { kind: model.tolerance.kind, amount: isRelative ? parsed / 100 : parsed },
              },
            });
        }}
      />
      <Select
        {...field.labelled(t('activities.editor.toleranceKind'))}
        data={[
          { value: 'absolute', label: t('activities.editor.toleranceAbsolute') },
          { value: 'relative', label: t('activities.editor.toleranceRelative') },
        ]}
        value={model.tolerance.kind}
        allowDeselect={false}
        style={{ flex: '1 1 10rem' }}
        onChange={(kind) => {
          const parsed = parseTypedNumber(tolerance) ?? 0;
          const isNowRelative = kind === 'relative';
          onChange({
            ...input,
            modelAnswer: {
              ...model,
              tolerance: {
                kind: isNowRelative ? 'relative' : 'absolute',
                amount: isNowRelative ? parsed / 100 : parsed,
              },
            },
          });
        }}
      />
    </Group>
  );
}

/** What each kind of question needs besides its prompt and marks: options, a model answer. */
export function QuestionSettings({
  input,
  number,
  errorOf,
  onChange,
}: {
  input: WorksheetItemInput;
  number: number;
  errorOf: (path: string) => string | undefined;
  onChange: (input: WorksheetItemInput) => void;
}) {
  const { t } = useTranslation();
  const field = useQuestionFieldNames(number);
  switch (input.kind) {
    case 'multipleChoice':
      return <ChoiceSettings input={input} number={number} errorOf={errorOf} onChange={onChange} />;
    case 'numeric':
      return <NumericSettings input={input} number={number} errorOf={errorOf} onChange={onChange} />;
    case 'shortAnswer': {
      const model = {
        text: input.modelAnswer?.text ?? '',
        acceptedAnswers: input.modelAnswer?.acceptedAnswers ?? [],
        isCaseSensitive: input.modelAnswer?.isCaseSensitive ?? false,
      };
      // No model text and no accepted answers: no model answer, as before there were any.
      const setModel = (next: typeof model) =>
        onChange({
          ...input,
          modelAnswer: next.text === '' && next.acceptedAnswers.length === 0 ? null : next,
        });
      return (
        <Stack gap="md">
          <TextInput
            {...field.labelled(t('activities.editor.modelAnswerOptional'))}
            value={model.text}
            error={errorOf('modelAnswer.text')}
            onChange={(event) => setModel({ ...model, text: event.currentTarget.value })}
          />
          <AcceptedAnswersEditor
            model={model}
            number={number}
            errorOf={errorOf}
            onChange={(change) => setModel({ ...model, ...change })}
          />
        </Stack>
      );
    }
    case 'longAnswer':
      return (
        <RichTextEditor
          label={field.name(t('activities.editor.modelAnswerOptional'))}
          value={(input.modelAnswer?.document as RichTextDocument | undefined) ?? null}
          onChange={(document) => onChange({ ...input, modelAnswer: { document } })}
        />
      );
    case 'maths':
      return (
        <Stack gap={4}>
          <MathInput
            label={field.name(t('activities.editor.mathsModel'))}
            value={input.modelAnswer.latex}
            onChange={(latex) => onChange({ ...input, modelAnswer: { latex } })}
          />
          <Text size="sm" c={errorOf('modelAnswer.latex') ? 'red.9' : 'dimmed'}>
            {errorOf('modelAnswer.latex') ?? t('activities.editor.mathsModelHint')}
          </Text>
        </Stack>
      );
  }
}
