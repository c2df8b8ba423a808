import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INVITE_PATH } from '../../../config.ts';
import { AppModal } from '../../../ui/app-modal.tsx';
import classes from './invitation-panel.module.css';

/**
 * The class code for the classroom projector: the whole screen, a very large code and QR code,
 * and where to type the code. Escape or Close leaves it.
 */
export function PresentModal({
  opened,
  onClose,
  subjectName,
  code,
  qr,
}: {
  opened: boolean;
  onClose: () => void;
  subjectName: string;
  code: string;
  qr: string;
}) {
  const { t } = useTranslation();
  const invitePage = `${window.location.host}${INVITE_PATH}`;
  return (
    <AppModal
      fullScreen
      opened={opened}
      onClose={onClose}
      title={t('invitations.panel.presentTitle', { subject: subjectName })}
    >
      <div className={classes.presentBody} data-testid="present-view">
        <Text className={classes.presentSteps}>
          {t('invitations.panel.presentSteps', { url: invitePage })}
        </Text>
        <Text className={classes.presentCode} data-testid="present-code">
          {code}
        </Text>
        <img
          className={classes.presentQr}
          src={qr}
          alt={t('invitations.panel.qrAlt', { subject: subjectName })}
        />
      </div>
    </AppModal>
  );
}
