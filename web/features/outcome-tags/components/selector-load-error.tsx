import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The outcome selector's load failure (spec 2.12): the unexpected-error title and a line that
 * offers no retry, since the selector's data comes with the page.
 */
export function SelectorLoadError() {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={t('outcomeTags.selector.errorTitle')} role="alert">
      <Text size="sm">{t('outcomeTags.selector.errorNoRetry')}</Text>
    </Alert>
  );
}
