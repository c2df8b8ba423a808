import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '../../../../common/auth/schema.ts';
import type { ApiFormInputProps } from '../../../ui/forms/use-api-form.ts';

/** A new password's field, with its rule said up front and a show/hide toggle a keyboard reaches. */
export function NewPasswordInput({ label, inputProps }: { label: string; inputProps: ApiFormInputProps }) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      {...inputProps}
      label={label}
      description={t('resetPassword.hint', { min: MIN_PASSWORD_LENGTH })}
      autoComplete="new-password"
      aria-required
      aria-invalid={!!inputProps.error}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('signIn.showPassword') }}
    />
  );
}
