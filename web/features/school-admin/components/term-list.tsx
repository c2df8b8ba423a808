import '../school-admin-i18n.ts';
import { Button, Fieldset, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../../../common/api/problems.ts';
import { TERMS_MAX } from '../../../../common/school-admin/settings.ts';
import { useProblemText } from '../../../ui/forms/use-api-form.ts';
import type { TermDraft } from '../settings-form-state.ts';

type TermField = 'name' | 'startsOn' | 'endsOn';

/**
 * The school's terms: each a name and its first and last days, in a row of its own; add, change
 * and remove. Each input shows its own problem (ends before it starts, overlaps another term).
 */
export function TermList({
  terms,
  problems,
  onChange,
  onAdd,
  onRemove,
}: {
  terms: readonly TermDraft[];
  problems: Record<string, Problem>;
  onChange: (key: number, field: TermField, value: string) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const listProblem = problemText(problems.terms);
  return (
    <Fieldset
      legend={
        <Text component="span" fw={600}>
          {t('schoolAdmin.settings.terms.legend')}
        </Text>
      }
      variant="unstyled"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('schoolAdmin.settings.terms.help')}
        </Text>
        {terms.map((term, index) => {
          const path = (field: TermField) => `terms.${index}.${field}`;
          const input = (field: TermField) => ({
            'data-field': path(field),
            value: term[field],
            error: problemText(problems[path(field)]),
            onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
              onChange(term.key, field, event.currentTarget.value),
          });
          const label = term.name.trim() || t('schoolAdmin.settings.terms.unnamed', { number: index + 1 });
          return (
            <Paper key={term.key} withBorder p="sm" radius="md" role="group" aria-label={label}>
              <Group align="flex-start" gap="sm" wrap="wrap">
                <TextInput
                  label={t('schoolAdmin.settings.terms.name')}
                  w={{ base: '100%', sm: '14rem' }}
                  {...input('name')}
                />
                <TextInput
                  type="date"
                  label={t('schoolAdmin.settings.terms.startsOn')}
                  w={{ base: '46%', sm: '11rem' }}
                  {...input('startsOn')}
                />
                <TextInput
                  type="date"
                  label={t('schoolAdmin.settings.terms.endsOn')}
                  w={{ base: '46%', sm: '11rem' }}
                  {...input('endsOn')}
                />
                <Button
                  variant="subtle"
                  color="red"
                  mt={{ base: 0, sm: 25 }}
                  onClick={() => onRemove(term.key)}
                  disabled={terms.length === 1}
                  aria-label={t('schoolAdmin.settings.terms.removeNamed', { name: label })}
                >
                  {t('schoolAdmin.settings.terms.remove')}
                </Button>
              </Group>
            </Paper>
          );
        })}
        {listProblem && (
          <Text size="sm" c="red" role="alert" data-field="terms" tabIndex={-1}>
            {t('schoolAdmin.settings.terms.listProblem')}
          </Text>
        )}
        <Group>
          <Button variant="light" onClick={onAdd} disabled={terms.length >= TERMS_MAX}>
            {t('schoolAdmin.settings.terms.add')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
