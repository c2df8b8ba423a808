import { Group, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { YearLevelOption } from '../year-level-options.ts';

export interface YearLevelFilterProps {
  options: readonly YearLevelOption[];
  /** The grade shown, or null for every year level. */
  value: string | null;
  onChange: (grade: string | null) => void;
  /** How many outcomes the filter lets through, and of how many. */
  shown: number;
  total: number;
  /** The year level listed first when every year is shown ('Year 7'), for a class that has one. */
  nearest?: string | null;
}

/**
 * A year-level filter: a native select (every keyboard and screen reader knows it), and a status
 * line that says how many outcomes it shows, read out when it changes.
 */
export function YearLevelFilter({ options, value, onChange, shown, total, nearest }: YearLevelFilterProps) {
  const { t } = useTranslation();
  const known = value === null || options.some((option) => option.grade === value);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect
        label={t('outcomes.years.label')}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value || null)}
        style={{ minWidth: '14rem' }}
        data={[
          {
            value: '',
            label: nearest ? t('outcomes.years.allNearest', { years: nearest }) : t('outcomes.years.all'),
          },
          ...options.map((option) => ({ value: option.grade, label: option.label })),
          // A year kept from another curriculum (in the address) stays chosen, so the page can say so.
          ...(known ? [] : [{ value: value ?? '', label: value ?? '' }]),
        ]}
      />
      <Text size="sm" c="dimmed" role="status" pb={6}>
        {t('outcomes.years.showing', { shown, count: total })}
      </Text>
    </Group>
  );
}
