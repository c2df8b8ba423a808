import { Alert, Anchor, Button, Paper, Stack, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MAILED_LINK_MINUTES } from '../../../../common/auth/constants.ts';
import { zResetPasswordBody } from '../../../../common/auth/schema.ts';
import { isApiError } from '../../../api/api-error.ts';
import { PublicLayout } from '../../../ui/app-header.tsx';
import { NewPasswordInput } from '../components/new-password-input.tsx';
import { useApiForm } from '../../../ui/forms/use-api-form.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useResetPassword } from '../auth.queries.ts';
import classes from './sign-in-page.module.css';

/** Where a mailed password-reset link leads: a new password, then signed in, on a fresh page. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('resetPassword.pageTitle'));
  const { token = '' } = useParams();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<'invalid' | 'network' | 'failed' | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const form = useApiForm({
    initialValues: { password: '' },
    schema: zResetPasswordBody,
    toBody: (values) => ({ token, password: values.password }),
    submit: (body) => reset.mutateAsync(body),
    onSuccess: () => window.location.assign('/'),
    onError: (error, { hasFieldProblems }) => {
      if (hasFieldProblems) return;
      if (isApiError(error) && error.problems.some((p) => p.field === 'token')) setFailure('invalid');
      else if (isApiError(error) && error.code === 'network') setFailure('network');
      else setFailure('failed');
    },
  });

  return (
    <PublicLayout>
      <Paper withBorder shadow="sm" p="xl" className={classes.card}>
        <form
          noValidate
          aria-labelledby="reset-password-title"
          onSubmit={(event) => {
            setFailure(null);
            form.handleSubmit(event);
          }}
        >
          <Stack gap="md">
            <Title order={1} id="reset-password-title">
              {t('resetPassword.title')}
            </Title>
            {failure === 'invalid' && (
              <Alert
                color="yellow"
                variant="light"
                role="alert"
                title={t('resetPassword.invalidTitle')}
                ref={alertRef}
                tabIndex={-1}
              >
                {t('resetPassword.invalidBody', { minutes: MAILED_LINK_MINUTES })}{' '}
                <Anchor component={Link} to="/sign-in/forgot-password">
                  {t('resetPassword.askAgain')}
                </Anchor>
              </Alert>
            )}
            {(failure === 'network' || failure === 'failed') && (
              <Alert color="red" variant="light" role="alert" ref={alertRef} tabIndex={-1}>
                {failure === 'network' ? t('errors.network') : t('resetPassword.failed')}
              </Alert>
            )}
            <NewPasswordInput
              label={t('resetPassword.newPassword')}
              inputProps={form.getInputProps('password')}
            />
            <Button type="submit" loading={form.isSubmitting || reset.isSuccess} fullWidth>
              {t('resetPassword.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </PublicLayout>
  );
}
