import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's Modal with a title, a translated close button and a header that is not a landmark:
 * Mantine draws the header as <header>, which assistive technology (and axe) can take for a
 * second page banner next to the app's own; here it is a plain <div>.
 */
export function AppModal({
  opened,
  onClose,
  title,
  children,
  fullScreen = false,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Covers the whole screen (a view for a classroom projector). */
  fullScreen?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Modal.Root opened={opened} onClose={onClose} centered={!fullScreen} fullScreen={fullScreen}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('common.close')} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
