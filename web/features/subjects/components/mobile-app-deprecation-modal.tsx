import { Anchor, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLegacyMobileApp } from '../mobile-app.ts';
import { AppModal } from '../../../ui/app-modal.tsx';

/**
 * The mobile-app deprecation modal (spec 2.10): inside the legacy mobile app it opens once per
 * view of the page, says the app is going away and links to the web host; 'I understand' closes it.
 */
export function MobileAppDeprecationModal() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(() => isLegacyMobileApp(globalThis.navigator?.userAgent));
  if (!isOpen) return null;
  const origin = window.location.origin;
  const close = () => setOpen(false);
  return (
    <AppModal opened onClose={close} title={t('mobileApp.title')}>
      <Text>
        {t('mobileApp.body')}{' '}
        <Anchor href={origin} target="_blank" rel="noopener">
          {origin.replace(/^https?:\/\//, '')}
        </Anchor>
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={close}>{t('mobileApp.acknowledge')}</Button>
      </Group>
    </AppModal>
  );
}
