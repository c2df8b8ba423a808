import { Alert, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../ui/error-state.tsx';
import { LoadingState } from '../../../ui/loading-state.tsx';

/** A quiet box saying why there is nothing (more) to show, and what would fill it. */
export function EmptyNote({ title, children }: { title?: string; children: string }) {
  return (
    <Alert role="note" color="gray" variant="light">
      {title && (
        <Title order={2} size="h4" mb={4}>
          {title}
        </Title>
      )}
      <Text size="sm">{children}</Text>
    </Alert>
  );
}

/** Shows every outcome title whole in a table's headers, rather than cut to three lines. */
export function FullTitlesSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Switch
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={t('outcomeTags.progress.fullTitles')}
    />
  );
}

/** What an outcome page shows under its header until its data is in: a failure to retry, or loading. */
export function PageDataState({
  failed,
  errorTitle,
  loadingLabel,
}: {
  failed: { error: unknown; refetch: () => unknown } | null;
  errorTitle: string;
  loadingLabel: string;
}) {
  if (failed)
    return (
      <ErrorState
        title={errorTitle}
        error={failed.error}
        onRetry={() => void failed.refetch()}
        headingOrder={2}
      />
    );
  return <LoadingState label={loadingLabel} />;
}
