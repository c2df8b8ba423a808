import { Alert, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Changes with each release note, so a new note shows even to those who closed the last one. */
export const RELEASE_MESSAGE_ID = '2026-subjects';
const STORAGE_KEY = 'release-message-dismissed';

function isDismissed(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === RELEASE_MESSAGE_ID;
  } catch {
    return false;
  }
}

/** The release message region (spec 2.3): a short 'what's new' note, closed once per device. */
export function ReleaseMessage() {
  const { t } = useTranslation();
  const [isHidden, setHidden] = useState(isDismissed);
  if (isHidden) return null;
  return (
    <aside aria-label={t('subjects.release.title')}>
      <Alert
        role="note"
        color="blue"
        variant="light"
        title={t('subjects.release.title')}
        withCloseButton
        closeButtonLabel={t('subjects.release.dismiss')}
        onClose={() => {
          try {
            window.localStorage.setItem(STORAGE_KEY, RELEASE_MESSAGE_ID);
          } catch {
            // Not remembered on this device; it is still closed for now.
          }
          setHidden(true);
        }}
      >
        <Text size="sm">{t('subjects.release.body')}</Text>
      </Alert>
    </aside>
  );
}
