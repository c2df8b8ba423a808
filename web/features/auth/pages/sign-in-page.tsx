import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { zLoginBody } from '../../../../common/auth/schema.ts';
import { isApiError } from '../../../api/api-error.ts';
import { PublicLayout } from '../../../ui/app-header.tsx';
import { useApiForm } from '../../../ui/forms/use-api-form.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useMe, useSignIn } from '../auth.queries.ts';
import { safeReturnTo } from '../return-to.ts';
import { retryAfterMessage, signInBody } from '../sign-in-form.ts';
import classes from './sign-in-page.module.css';

export function SignInPage() {
  const { t } = useTranslation();
  usePageTitle(t('signIn.pageTitle'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const me = useMe();
  const signIn = useSignIn();

  const [formError, setFormError] = useState<{ text: string; focus: boolean } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // A failure that is on no field moves the focus to its message, so a screen reader reads it and
  // the keyboard starts from there; problems on fields focus the first of them instead.
  useEffect(() => {
    if (formError?.focus) alertRef.current?.focus();
  }, [formError]);
  const form = useApiForm({
    initialValues: { email: '', password: '' },
    schema: zLoginBody,
    toBody: signInBody,
    submit: (body) => signIn.mutateAsync(body),
    onSuccess: () => void navigate(returnTo, { replace: true }),
    onError: (error, { hasFieldProblems }) =>
      setFormError({ text: describeFailure(error), focus: !hasFieldProblems }),
  });

  if (me.data && !signIn.isPending) return <Navigate to={returnTo} replace />;

  function describeFailure(error: unknown): string {
    if (!isApiError(error)) return t('signIn.failed');
    if (error.code === 'invalid-credentials' || error.status === 401) return t('signIn.invalidCredentials');
    if (error.code === 'rate-limited' || error.status === 429) {
      const message = retryAfterMessage(error.retryAfterSeconds);
      return 'count' in message ? t(message.key, { count: message.count }) : t(message.key);
    }
    if (error.code === 'network') return t('errors.network');
    if (error.problems.length > 0) return t('signIn.fixProblems');
    return t('signIn.failed');
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    form.handleSubmit(event);
  }

  return (
    <PublicLayout>
      <Paper withBorder shadow="sm" p="xl" className={classes.card}>
        <form onSubmit={handleSubmit} noValidate aria-labelledby="sign-in-title">
          <Stack gap="md">
            <Title order={1} id="sign-in-title">
              {t('signIn.title')}
            </Title>
            <Text>{t('signIn.intro')}</Text>
            {formError && (
              <Alert color="red" variant="light" role="alert" ref={alertRef} tabIndex={-1}>
                {formError.text}
              </Alert>
            )}
            <TextInput
              {...form.getInputProps('email')}
              label={t('signIn.email')}
              type="email"
              autoComplete="username"
              aria-required
            />
            <PasswordInput
              {...form.getInputProps('password')}
              label={t('signIn.password')}
              autoComplete="current-password"
              aria-required
              aria-invalid={!!form.errors.password}
              visibilityToggleFocusable
              visibilityToggleButtonProps={{ 'aria-label': t('signIn.showPassword') }}
            />
            <Button type="submit" loading={form.isSubmitting} fullWidth>
              {t('signIn.submit')}
            </Button>
            <Group justify="space-between" gap="xs">
              <Anchor component={Link} to="/sign-in/forgot-password" size="sm">
                {t('signIn.forgotPassword')}
              </Anchor>
              <Anchor component={Link} to="/sign-in/email-link" size="sm">
                {t('signIn.emailLink')}
              </Anchor>
            </Group>
          </Stack>
        </form>
      </Paper>
    </PublicLayout>
  );
}
