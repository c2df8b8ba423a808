import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Problem } from '../../../common/api/problems.ts';
import { problemsByField, problemsOf } from '../../../common/api/zod-problems.ts';
import { ApiError, isApiError } from '../../api/api-error.ts';
import { handleError } from '../handle-error.ts';

/** A form's values: one string per field, as its inputs hold them. */
export type FormValues<V> = Record<keyof V, string>;

export interface ApiFormOptions<V extends FormValues<V>, S extends z.ZodType, B extends z.input<S>, R> {
  initialValues: V;
  /** The endpoint's body schema: the values are checked against it on submit, before sending. */
  schema: S;
  /** The body to check and send, from the values (trimmed, with ids the form does not show). */
  toBody: (values: V) => B;
  /** Sends the body (a mutation's `mutateAsync`). */
  submit: (body: B) => Promise<R>;
  onSuccess?: (result: R, form: { reset: () => void }) => void;
  /**
   * A failed request. The form keeps its values; the API's problems on the form's fields are shown
   * on them already (`hasFieldProblems`). Without this, any other failure goes to `handleError`.
   */
  onError?: (error: unknown, context: { hasFieldProblems: boolean }) => void;
}

/** What an input needs from the form: spread it onto a Mantine input. */
export interface ApiFormInputProps {
  name: string;
  value: string;
  onChange: (eventOrValue: ChangeEvent<HTMLInputElement | HTMLTextAreaElement> | string) => void;
  error: string | undefined;
  ref: (element: HTMLElement | null) => void;
}

export interface ApiForm<V extends FormValues<V>> {
  values: V;
  setValue: <F extends keyof V & string>(field: F, value: string) => void;
  /** Back to the initial values, without problems. */
  reset: () => void;
  /** The first problem of each field, from the contract's checks or the API's answer. */
  problems: Partial<Record<keyof V & string, Problem>>;
  /** The same, as translated text. */
  errors: Partial<Record<keyof V & string, string>>;
  isSubmitting: boolean;
  /** The form's onSubmit: checks, then sends; a second submit while sending is ignored. */
  handleSubmit: (event?: FormEvent) => void;
  /** name, value, onChange, error and ref for the input of one field. */
  getInputProps: (field: keyof V & string) => ApiFormInputProps;
}

/** The translated text of a problem: `problems.{message}` with its min or max. */
export function useProblemText(): (problem: Problem | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (problem: Problem | undefined) =>
      problem && t(`problems.${problem.message}`, { min: problem.min, max: problem.max }),
    [t],
  );
}

/**
 * One form that sends one endpoint's body (ARCHITECTURE.md, conventions 5 and 9). On submit the
 * body is checked against the endpoint's schema, and each field shows its first problem, in the
 * API's words, translated; the first field with one gets the focus. A request that fails with
 * problems shows them the same way. Whatever fails, the form keeps what was typed.
 */
export function useApiForm<V extends FormValues<V>, S extends z.ZodType, B extends z.input<S>, R>(
  options: ApiFormOptions<V, S, B, R>,
): ApiForm<V> {
  type Field = keyof V & string;
  const { initialValues } = options;
  const fields = Object.keys(initialValues) as Field[];
  const problemText = useProblemText();
  const [values, setValues] = useState<V>(initialValues);
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const isSending = useRef(false);
  const elements = useRef(new Map<Field, HTMLElement>());

  /** Puts problems on their fields and focuses the first; whether any landed on a field. */
  function showProblems(list: readonly Problem[]): boolean {
    const byField = problemsByField(list, fields);
    setProblems(byField);
    const first = fields.find((field) => byField[field]);
    if (first) elements.current.get(first)?.focus();
    return first !== undefined;
  }

  const setValue = useCallback(<F extends Field>(field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const reset = () => {
    setValues(initialValues);
    setProblems({});
  };

  const fail = (error: unknown, hasFieldProblems: boolean) => {
    if (options.onError) options.onError(error, { hasFieldProblems });
    else if (!hasFieldProblems) handleError(error);
  };

  function handleSubmit(event?: FormEvent) {
    event?.preventDefault();
    if (isSending.current) return;
    const body = options.toBody(values);
    const invalid = problemsOf(options.schema, body);
    if (invalid.length > 0) {
      // A problem on no field (an id the form does not show) is still a reason not to send.
      if (!showProblems(invalid))
        fail(new ApiError(400, 'validation-failed', 'The form has problems', { problems: invalid }), false);
      return;
    }
    setProblems({});
    isSending.current = true;
    setSubmitting(true);
    options.submit(body).then(
      (result) => {
        isSending.current = false;
        setSubmitting(false);
        options.onSuccess?.(result, { reset });
      },
      (error: unknown) => {
        isSending.current = false;
        setSubmitting(false);
        const hasFieldProblems =
          isApiError(error) && error.problems.length > 0 && showProblems(error.problems);
        fail(error, hasFieldProblems);
      },
    );
  }

  const errors: Partial<Record<Field, string>> = {};
  for (const field of fields) errors[field] = problemText(problems[field]);

  return {
    values,
    setValue,
    reset,
    problems,
    errors,
    isSubmitting,
    handleSubmit,
    getInputProps: (field) => ({
      name: field,
      value: values[field],
      onChange: (eventOrValue) =>
        setValue(field, typeof eventOrValue === 'string' ? eventOrValue : eventOrValue.currentTarget.value),
      error: errors[field],
      ref: (element) => {
        if (element) elements.current.set(field, element);
        else elements.current.delete(field);
      },
    }),
  };
}
