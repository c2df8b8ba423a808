import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { normaliseInvitationCode, validateInvitationCode } from '../../../../common/invitations/rules.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { codeProblemMessage, type InvitationMessage } from '../invitation-messages.ts';
import { useInvitationMessage } from '../use-invitation-message.ts';
import classes from '../components/invite-pages.module.css';

const TITLE_ID = 'invite-title';
const ERROR_ID = 'invite-code-error';

/**
 * `/invite`: enter a code (spec 2.1). The code is normalised and checked here; the next page shows
 * what it is for, to anyone, before it is accepted.
 */
export function InvitePage() {
  const { t } = useTranslation();
  usePageTitle(t('invitations.enterCode.pageTitle'));
  const messageText = useInvitationMessage();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<InvitationMessage | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const normalised = normaliseInvitationCode(code);
    const problem = validateInvitationCode(normalised);
    if (problem) {
      setMessage(codeProblemMessage(problem));
      inputRef.current?.focus();
      return;
    }
    void navigate(`/invite/${encodeURIComponent(normalised)}`);
  }

  return (
    <Paper withBorder shadow="sm" p="xl" className={classes.card}>
      <form onSubmit={handleSubmit} noValidate aria-labelledby={TITLE_ID}>
        <Stack gap="md">
          <Title order={1} id={TITLE_ID}>
            {t('invitations.enterCode.title')}
          </Title>
          <Text>{t('invitations.enterCode.intro')}</Text>
          <TextInput
            ref={inputRef}
            label={t('invitations.join.code')}
            name="code"
            placeholder={t('invitations.join.placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? ERROR_ID : undefined}
          />
          <Text id={ERROR_ID} role="alert" c="red.9" hidden={!message}>
            {message ? messageText(message) : ''}
          </Text>
          <Button type="submit">{t('invitations.enterCode.submit')}</Button>
        </Stack>
      </form>
    </Paper>
  );
}
