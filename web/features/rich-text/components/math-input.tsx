import 'mathlive/fonts.css';
import { Button, Group, Input } from '@mantine/core';
import { MathfieldElement } from 'mathlive';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './math-input.module.css';

// The fonts come with the stylesheet above, bundled as the app's own files (the CSP allows
// fonts from 'self' only); MathLive should not fetch them, nor its sounds, from its own folder.
MathfieldElement.fontsDirectory = null;
MathfieldElement.soundsDirectory = null;

export interface MathInputProps {
  /** The LaTeX typed so far. */
  value: string;
  onChange: (latex: string) => void;
  label: string;
  description?: string;
  error?: string | null;
  disabled?: boolean;
  /** Focus the field when it appears (an equation dialog). */
  autoFocus?: boolean;
  /** Called on Enter in the field (an equation dialog's Insert). */
  onSubmit?: () => void;
}

/**
 * A maths answer typed in MathLive's math field, as a form input: a label, a description, an
 * error, and a button that opens MathLive's on-screen maths keyboard (it also opens by itself on a
 * touch screen). The value is LaTeX.
 */
export function MathInput({
  value,
  onChange,
  label,
  description,
  error,
  disabled,
  autoFocus,
  onSubmit,
}: MathInputProps) {
  const { t } = useTranslation();
  const field = useRef<MathfieldElement>(null);
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const latest = useRef({ onChange, onSubmit });
  useLayoutEffect(() => {
    latest.current = { onChange, onSubmit };
  });

  useEffect(() => {
    const element = field.current;
    if (!element) return;
    element.mathVirtualKeyboardPolicy = 'auto';
    const onInput = () => latest.current.onChange(element.value);
    // Enter while a LaTeX command is half typed ('\fr') is MathLive's: it finishes the command.
    // The mode is read before MathLive handles the key (capture), as handling it leaves LaTeX mode.
    let isCommandTyped = false;
    const beforeKeyDown = (event: KeyboardEvent) => {
      isCommandTyped = event.key === 'Enter' && element.mode === 'latex';
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && !isCommandTyped && latest.current.onSubmit) {
        event.preventDefault();
        latest.current.onSubmit();
      }
    };
    element.addEventListener('input', onInput);
    element.addEventListener('keydown', beforeKeyDown, { capture: true });
    element.addEventListener('keydown', onKeyDown);
    if (autoFocus) element.focus();
    return () => {
      element.removeEventListener('input', onInput);
      element.removeEventListener('keydown', beforeKeyDown, { capture: true });
      element.removeEventListener('keydown', onKeyDown);
    };
  }, [autoFocus]);

  useEffect(() => {
    const element = field.current;
    if (element && element.value !== value) element.value = value;
  }, [value]);

  useEffect(() => {
    if (field.current) field.current.disabled = !!disabled;
  }, [disabled]);

  const showKeyboard = () => {
    field.current?.focus();
    window.mathVirtualKeyboard.show();
  };

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      description={description}
      error={error}
      id={id}
      classNames={{ label: classes.label }}
      labelProps={{ id: labelId }}
      descriptionProps={{ id: descriptionId }}
      errorProps={{ id: errorId }}
    >
      <Group gap="xs" wrap="nowrap" align="stretch">
        <math-field
          ref={field}
          className={`${classes.field} ${error ? classes.invalid : ''}`}
          aria-labelledby={labelId}
          aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? 'true' : undefined}
          data-testid="math-input"
          // Mantine's dialogs focus the element marked so when they open.
          data-autofocus={autoFocus ? true : undefined}
        />
        <Button
          variant="default"
          onClick={showKeyboard}
          disabled={disabled}
          aria-label={t('richText.math.keyboard', { label })}
        >
          {t('richText.math.keyboardShort')}
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
