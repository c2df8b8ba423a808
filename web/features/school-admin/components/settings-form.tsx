import '../school-admin-i18n.ts';
import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../../../common/api/problems.ts';
import type {
  InstitutionSettings,
  UpdateInstitutionSettings,
} from '../../../../common/school-admin/settings.ts';
import type { Curriculum } from '../../../../common/outcomes/contracts.ts';
import { isApiError } from '../../../api/api-error.ts';
import { useProblemText } from '../../../ui/forms/use-api-form.ts';
import { CurriculumSelect, useCurriculumDropdown } from '../../outcomes/components/curriculum-select.tsx';
import {
  bodyOf,
  checkDraft,
  draftOf,
  fieldOrder,
  isChanged,
  newTermKey,
  problemsByPath,
  type SettingsDraft,
} from '../settings-form-state.ts';
import { TermList } from './term-list.tsx';

/** Every IANA zone the browser knows, the school's own first kept even if the list lacks it. */
function useTimeZones(own: string): string[] {
  return useMemo(() => {
    const zones = Intl.supportedValuesOf('timeZone');
    return zones.includes(own) ? zones : [own, ...zones];
  }, [own]);
}

/**
 * The school's settings: name, time zone (a searchable list), terms and default curriculum, saved
 * at once. Problems show on their fields, the contract's before sending and the API's after; a
 * failed save keeps everything typed.
 */
export function SettingsForm({
  settings,
  locale,
  curricula,
  onSave,
}: {
  settings: InstitutionSettings;
  /** The school's locale: which curricula its dropdown lists first. */
  locale: string;
  curricula: readonly Curriculum[];
  onSave: (body: UpdateInstitutionSettings) => Promise<InstitutionSettings>;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const [saved, setSaved] = useState<SettingsDraft>(() => draftOf(settings));
  const [draft, setDraft] = useState<SettingsDraft>(saved);
  const [problems, setProblems] = useState<Record<string, Problem>>({});
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const zones = useTimeZones(settings.timezone);
  const dropdown = useCurriculumDropdown(curricula, locale, draft.defaultCurriculum);
  const hasChanges = isChanged(draft, saved);

  /** Shows the problems on their fields and focuses the first (inputs carry their path in data-field). */
  const show = (form: HTMLFormElement, found: Record<string, Problem>) => {
    setProblems(found);
    const first = fieldOrder(draft).find((path) => found[path]);
    // After the render that marks the fields, so the focused one is announced with its problem.
    if (first)
      requestAnimationFrame(() => form.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus());
  };
  const update = (patch: Partial<SettingsDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (status === 'saved') setStatus('idle');
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    if (status === 'saving') return;
    const found = checkDraft(draft);
    if (Object.keys(found).length > 0) return show(form, found);
    setProblems({});
    setStatus('saving');
    onSave(bodyOf(draft)).then(
      (answer) => {
        const next = draftOf(answer);
        setSaved(next);
        setDraft(next);
        setStatus('saved');
      },
      (error: unknown) => {
        setStatus('failed');
        if (isApiError(error) && error.problems.length > 0) show(form, problemsByPath(error.problems));
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('schoolAdmin.settings.formLabel')}>
      <Stack gap="lg" maw="48rem">
        {settings.isDefaultTerms && !hasChanges && status !== 'saved' && (
          <Alert role="note" color="blue" variant="light">
            {t('schoolAdmin.settings.defaultsNote')}
          </Alert>
        )}
        <TextInput
          label={t('schoolAdmin.settings.name')}
          value={draft.name}
          onChange={(event) => update({ name: event.currentTarget.value })}
          error={problemText(problems.name)}
          data-field="name"
          maw="32rem"
          required
        />
        <Select
          label={t('schoolAdmin.settings.timezone')}
          description={t('schoolAdmin.settings.timezoneHelp')}
          data={zones}
          value={draft.timezone}
          onChange={(value) => value && update({ timezone: value })}
          error={problemText(problems.timezone)}
          data-field="timezone"
          searchable
          allowDeselect={false}
          nothingFoundMessage={t('schoolAdmin.settings.noZone')}
          limit={50}
          maw="24rem"
        />
        {dropdown.items.length > 0 ? (
          <CurriculumSelect
            label={t('schoolAdmin.settings.curriculum')}
            items={dropdown.items}
            curricula={curricula}
            value={draft.defaultCurriculum}
            onChange={(code) => update({ defaultCurriculum: code })}
          />
        ) : (
          <Text size="sm">{t('schoolAdmin.settings.noCurricula')}</Text>
        )}
        <TermList
          terms={draft.terms}
          problems={problems}
          onChange={(key, field, value) =>
            update({
              terms: draft.terms.map((term) => (term.key === key ? { ...term, [field]: value } : term)),
            })
          }
          onAdd={() =>
            update({ terms: [...draft.terms, { key: newTermKey(), name: '', startsOn: '', endsOn: '' }] })
          }
          onRemove={(key) => update({ terms: draft.terms.filter((term) => term.key !== key) })}
        />
        {status === 'failed' && Object.keys(problems).length === 0 && (
          <Alert role="alert" color="red" variant="light">
            {t('schoolAdmin.settings.saveFailed')}
          </Alert>
        )}
        <Group gap="md">
          <Button type="submit" loading={status === 'saving'}>
            {t('schoolAdmin.settings.save')}
          </Button>
          <Button variant="default" onClick={() => (setDraft(saved), setProblems({}))} disabled={!hasChanges}>
            {t('schoolAdmin.settings.discard')}
          </Button>
          <Text size="sm" role="status" fw={hasChanges ? 600 : 400}>
            {status === 'saved' && !hasChanges
              ? t('schoolAdmin.settings.saved')
              : hasChanges
                ? t('schoolAdmin.settings.unsaved')
                : ''}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
