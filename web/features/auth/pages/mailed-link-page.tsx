import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { zMailedLinkBody } from '../../../../common/auth/schema.ts';
import { MAILED_LINK_MINUTES } from '../../../../common/auth/constants.ts';
import { isApiError } from '../../../api/api-error.ts';
import { PublicLayout } from '../../../ui/app-header.tsx';
import { useApiForm } from '../../../ui/forms/use-api-form.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useMailLink, type MailedLinkKind } from '../auth.queries.ts';
import classes from './sign-in-page.module.css';

/**
 * Asks for a mailed link: one that signs in once, or one to choose a new password. The answer
 * says the same whatever the address, so the page never tells who has an account.
 */
function MailedLinkPage({ kind }: { kind: MailedLinkKind }) {
  const { t } = useTranslation();
  const title = kind === 'sign-in' ? t('mailedLink.signInTitle') : t('mailedLink.resetTitle');
  usePageTitle(title);
  const mailLink = useMailLink(kind);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure || sentTo) messageRef.current?.focus();
  }, [failure, sentTo]);

  const form = useApiForm({
    initialValues: { email: '' },
    schema: zMailedLinkBody,
    toBody: (values) => ({ email: values.email.trim() }),
    submit: (body) => mailLink.mutateAsync(body).then(() => body.email),
    onSuccess: (email) => {
      setFailure(null);
      setSentTo(email);
    },
    onError: (error, { hasFieldProblems }) => {
      if (hasFieldProblems) return;
      if (isApiError(error) && error.status === 429) setFailure(t('mailedLink.rateLimited'));
      else if (isApiError(error) && error.code === 'network') setFailure(t('errors.network'));
      else setFailure(t('mailedLink.failed'));
    },
  });

  return (
    <PublicLayout>
      <Paper withBorder shadow="sm" p="xl" className={classes.card}>
        <Stack gap="md">
          <Title order={1}>{title}</Title>
          {sentTo ? (
            <Alert
              color="green"
              variant="light"
              role="status"
              title={t('mailedLink.sentTitle')}
              ref={messageRef}
              tabIndex={-1}
            >
              {t('mailedLink.sentBody', { email: sentTo, minutes: MAILED_LINK_MINUTES })}
            </Alert>
          ) : (
            <form
              noValidate
              aria-label={title}
              onSubmit={(event) => {
                setFailure(null);
                form.handleSubmit(event);
              }}
            >
              <Stack gap="md">
                <Text>{kind === 'sign-in' ? t('mailedLink.signInIntro') : t('mailedLink.resetIntro')}</Text>
                {failure && (
                  <Alert color="red" variant="light" role="alert" ref={messageRef} tabIndex={-1}>
                    {failure}
                  </Alert>
                )}
                <TextInput
                  {...form.getInputProps('email')}
                  label={t('signIn.email')}
                  type="email"
                  autoComplete="username"
                  aria-required
                />
                <Button type="submit" loading={form.isSubmitting} fullWidth>
                  {t('mailedLink.send')}
                </Button>
              </Stack>
            </form>
          )}
          <Anchor component={Link} to="/sign-in" size="sm">
            {t('mailedLink.backToSignIn')}
          </Anchor>
        </Stack>
      </Paper>
    </PublicLayout>
  );
}

export const EmailSignInLinkPage = () => <MailedLinkPage kind="sign-in" />;
export const ForgotPasswordPage = () => <MailedLinkPage kind="password-reset" />;
