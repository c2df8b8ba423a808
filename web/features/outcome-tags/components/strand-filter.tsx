import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const ALL = '';

/** Narrows the outcomes shown to one strand ('Science Understanding'); null is every strand. */
export function StrandFilter({
  strands,
  value,
  onChange,
}: {
  strands: readonly string[];
  value: string | null;
  onChange: (strand: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('outcomeTags.progress.strand.label')}
      value={value ?? ALL}
      onChange={(event) => onChange(event.currentTarget.value === ALL ? null : event.currentTarget.value)}
      data={[
        { value: ALL, label: t('outcomeTags.progress.strand.all') },
        ...strands.map((strand) => ({ value: strand, label: strand })),
      ]}
      miw="14rem"
    />
  );
}
