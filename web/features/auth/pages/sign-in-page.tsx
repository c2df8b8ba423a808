import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { Problem } from '../../../../common/api/problems.ts';
import { isApiError } from '../../../api/api-error.ts';
import { PublicLayout } from '../../../ui/app-header.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useMe, useSignIn } from '../auth.queries.ts';
import { safeReturnTo } from '../return-to.ts';
import { fieldProblems, retryAfterMessage, validateSignIn, type FieldProblems } from '../sign-in-form.ts';
import classes from './sign-in-page.module.css';

export function SignInPage() {
  const { t } = useTranslation();
  usePageTitle(t('signIn.pageTitle'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const me = useMe();
  const signIn = useSignIn();

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<FieldProblems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  if (me.data && !signIn.isPending) return <Navigate to={returnTo} replace />;

  const problemText = (problem: Problem | undefined) =>
    problem && t(`problems.${problem.message}`, { min: problem.min, max: problem.max });

  function showProblems(list: Problem[]) {
    const byField = fieldProblems(list);
    setProblems(byField);
    if (byField.email) emailRef.current?.focus();
    else if (byField.password) passwordRef.current?.focus();
  }

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
    event.preventDefault();
    if (signIn.isPending) return;
    setFormError(null);
    const values = { email: email.trim(), password };
    const invalid = validateSignIn(values);
    if (invalid.length > 0) {
      showProblems(invalid);
      return;
    }
    setProblems({});
    signIn.mutate(values, {
      onSuccess: () => void navigate(returnTo, { replace: true }),
      onError: (error) => {
        if (isApiError(error) && error.problems.length > 0) showProblems(error.problems);
        setFormError(describeFailure(error));
      },
    });
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
              <Alert color="red" variant="light" role="alert">
                {formError}
              </Alert>
            )}
            <TextInput
              ref={emailRef}
              label={t('signIn.email')}
              type="email"
              name="email"
              autoComplete="username"
              aria-required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={problemText(problems.email)}
            />
            <PasswordInput
              ref={passwordRef}
              label={t('signIn.password')}
              name="password"
              autoComplete="current-password"
              aria-required
              aria-invalid={!!problems.password}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={problemText(problems.password)}
              visibilityToggleFocusable
              visibilityToggleButtonProps={{ 'aria-label': t('signIn.showPassword') }}
            />
            <Button type="submit" loading={signIn.isPending} fullWidth>
              {t('signIn.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </PublicLayout>
  );
}
