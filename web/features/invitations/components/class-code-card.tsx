import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInvitationCode } from '../../../../common/invitations/rules.ts';
import type { RoleInvitation } from '../../../../common/invitations/schema.ts';
import { AppModal } from '../../../ui/app-modal.tsx';
import { handleError } from '../../../ui/handle-error.ts';
import { showNotification } from '../../../ui/notifications/notification-store.ts';
import { joinLink } from '../invite-code.ts';
import { useRegenerateClassCode, useSetInvitationActive } from '../invitations.queries.ts';
import { qrCodeDataUrl } from '../qr-code.ts';
import { CopyIcon, PresentIcon } from './icons.tsx';
import classes from './invitation-panel.module.css';
import { PresentModal } from './present-modal.tsx';

const TITLE_ID = 'class-code-title';

/**
 * The subject's class code for a class to join with: the code in groups of four, the join link,
 * copy buttons, a QR code of the link and a full-screen view for the projector; reset (the old
 * code stops working, after a confirmation) and turn off or on.
 */
export function ClassCodeCard({
  subject,
  classCode,
}: {
  subject: { id: number; namePlaintext: string };
  classCode: RoleInvitation;
}) {
  const { t } = useTranslation();
  const [isPresenting, setPresenting] = useState(false);
  const [isConfirmingReset, setConfirmingReset] = useState(false);
  const regenerate = useRegenerateClassCode(subject.id);
  const setActive = useSetInvitationActive(subject.id);
  const code = formatInvitationCode(classCode.code);
  const link = joinLink(window.location.origin, classCode.code);
  const qr = useMemo(() => qrCodeDataUrl(link), [link]);
  const isOn = classCode.isActive && !classCode.isExpired;

  async function copy(text: string, copied: string) {
    try {
      await navigator.clipboard.writeText(text);
      showNotification({ tone: 'success', message: copied });
    } catch {
      showNotification({ tone: 'error', message: t('invitations.panel.copyFailed') });
    }
  }

  function reset() {
    regenerate.mutate(undefined, {
      onSuccess: (invitation) => {
        setConfirmingReset(false);
        showNotification({
          tone: 'success',
          message: t('invitations.panel.resetDone', { code: formatInvitationCode(invitation.code) }),
        });
      },
      onError: (error) => handleError(error, 'invitations.panel.resetFailed'),
    });
  }

  function toggle() {
    setActive.mutate(
      { code: classCode.code, isActive: !isOn },
      {
        onSuccess: (invitation) =>
          showNotification({
            tone: 'success',
            message: invitation.isActive ? t('invitations.panel.turnedOn') : t('invitations.panel.turnedOff'),
          }),
        onError: (error) => handleError(error, 'invitations.panel.toggleFailed'),
      },
    );
  }

  return (
    <section aria-labelledby={TITLE_ID}>
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={3} size="h4" id={TITLE_ID}>
            {t('invitations.panel.codeTitle')}
          </Title>
          <Badge color={isOn ? 'teal.9' : 'gray.7'} variant="filled" data-testid="class-code-state">
            {isOn ? t('invitations.panel.stateOn') : t('invitations.panel.stateOff')}
          </Badge>
        </Group>
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Stack gap="xs" style={{ flex: '1 1 18rem' }}>
            <Text
              className={isOn ? classes.code : `${classes.code} ${classes.codeOff}`}
              data-testid="class-code"
            >
              {code}
            </Text>
            <Text size="sm">{isOn ? t('invitations.panel.codeHelp') : t('invitations.panel.offHelp')}</Text>
            <Text size="sm" fw={600} mt="xs">
              {t('invitations.panel.link')}
            </Text>
            <Text size="sm" className={classes.link} data-testid="join-link">
              {link}
            </Text>
            <Group gap="xs" mt="xs">
              <Button
                variant="default"
                size="sm"
                leftSection={<CopyIcon />}
                onClick={() => void copy(code, t('invitations.panel.codeCopied'))}
              >
                {t('invitations.panel.copyCode')}
              </Button>
              <Button
                variant="default"
                size="sm"
                leftSection={<CopyIcon />}
                onClick={() => void copy(link, t('invitations.panel.linkCopied'))}
              >
                {t('invitations.panel.copyLink')}
              </Button>
              {isOn && (
                <Button size="sm" leftSection={<PresentIcon />} onClick={() => setPresenting(true)}>
                  {t('invitations.panel.present')}
                </Button>
              )}
            </Group>
            <Group gap="xs">
              <Button variant="default" size="sm" onClick={() => setConfirmingReset(true)}>
                {t('invitations.panel.reset')}
              </Button>
              <Button variant="default" size="sm" loading={setActive.isPending} onClick={toggle}>
                {isOn ? t('invitations.panel.turnOff') : t('invitations.panel.turnOn')}
              </Button>
            </Group>
          </Stack>
          {isOn && (
            <img
              className={classes.qr}
              src={qr}
              alt={t('invitations.panel.qrAlt', { subject: subject.namePlaintext })}
              width={160}
              height={160}
            />
          )}
        </Group>
      </Stack>
      <PresentModal
        opened={isPresenting}
        onClose={() => setPresenting(false)}
        subjectName={subject.namePlaintext}
        code={code}
        qr={qr}
      />
      <AppModal
        opened={isConfirmingReset}
        onClose={() => setConfirmingReset(false)}
        title={t('invitations.panel.resetTitle')}
      >
        <Text>{t('invitations.panel.resetBody', { code })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirmingReset(false)}>
            {t('common.cancel')}
          </Button>
          <Button color="red.9" loading={regenerate.isPending} onClick={reset}>
            {t('invitations.panel.resetConfirm')}
          </Button>
        </Group>
      </AppModal>
    </section>
  );
}
