import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeError } from './handle-error.ts';

/** A page or region that failed to load: what failed, why, and a way to try again. */
export function ErrorState({
  title,
  error,
  onRetry,
  headingOrder = 1,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
  headingOrder?: 1 | 2;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start" role="alert">
      <Title order={headingOrder}>{title}</Title>
      <Text>{describeError(error)}</Text>
      {onRetry && <Button onClick={onRetry}>{t('common.retry')}</Button>}
    </Stack>
  );
}
