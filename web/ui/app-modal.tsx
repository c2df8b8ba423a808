import { Modal } from '@mantine/core';
import { useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Gives focus back to where it was when the dialog opened (the button that opened it) once the
 * dialog closes, if it was left in the dialog: at once, and again after React's commit, which
 * puts focus back on the element it had before (a button in a dialog still fading out).
 */
function useFocusReturnTo(opened: boolean): void {
  useLayoutEffect(() => {
    if (!opened) return;
    const opener = document.activeElement;
    return () => {
      const giveBack = () => {
        if (!(opener instanceof HTMLElement) || opener === document.body || !opener.isConnected) return;
        const active = document.activeElement;
        if (!active || active === document.body || active.closest('[role="dialog"]') !== null) opener.focus();
      };
      giveBack();
      queueMicrotask(giveBack);
    };
  }, [opened]);
}

/**
 * Mantine's Modal with a title, a translated close button and a header that is not a landmark:
 * Mantine draws the header as <header>, which assistive technology (and axe) can take for a
 * second page banner next to the app's own; here it is a plain <div>. On closing, focus goes back
 * to what opened it, also when the dialog is closed by unmounting it (Mantine returns focus only
 * when `opened` turns false), so a keyboard user goes on from where they were.
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
  useFocusReturnTo(opened);
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      centered={!fullScreen}
      fullScreen={fullScreen}
    >
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
