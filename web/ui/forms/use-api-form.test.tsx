import { Button, TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../api/api-error.ts';
import { renderWithApp } from '../../test/render.tsx';
import { useApiForm, type ApiFormOptions } from './use-api-form.ts';

const zBody = z.object({ title: z.string().trim().min(3), ownerId: z.number().int().positive() });
type Values = { title: string };
type Options = ApiFormOptions<Values, typeof zBody, z.input<typeof zBody>, string>;

/** A form of one field that sends a body with an id it does not show. */
function TitleForm(props: { ownerId: number; submit: Options['submit']; onError: Options['onError'] }) {
  const form = useApiForm({
    initialValues: { title: '' },
    schema: zBody,
    toBody: (values) => ({ title: values.title, ownerId: props.ownerId }),
    submit: props.submit,
    onError: props.onError,
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <TextInput {...form.getInputProps('title')} label="Title" />
      <Button type="submit" loading={form.isSubmitting}>
        Save
      </Button>
    </form>
  );
}

describe('useApiForm', () => {
  it("puts the API's problems on the field a dotted path names, and keeps the value", async () => {
    const submit = vi.fn(() =>
      Promise.reject(
        new ApiError(400, 'validation-failed', 'The request has problems', {
          problems: [{ field: 'body.title', message: 'is-taken' }],
        }),
      ),
    );
    const onError = vi.fn();
    const { user } = renderWithApp(<TitleForm ownerId={1} submit={submit} onError={onError} />);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Weather{Enter}');

    expect(await screen.findByText('This is already taken.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Weather');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title' }));
    expect(onError).toHaveBeenCalledWith(expect.any(ApiError), { hasFieldProblems: true });
  });

  it('sends nothing when a value the form does not show is wrong, and says so as an error', async () => {
    const submit = vi.fn(() => Promise.resolve('saved'));
    const onError = vi.fn();
    const { user } = renderWithApp(<TitleForm ownerId={0} submit={submit} onError={onError} />);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Weather{Enter}');

    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith(expect.any(ApiError), { hasFieldProblems: false }),
    );
    expect(submit).not.toHaveBeenCalled();
    expect(screen.queryByText(/Please fill in|isn't valid/)).toBeNull();
  });

  it('sends the body once it passes the contract, and shows no problem', async () => {
    const submit = vi.fn(() => Promise.resolve('saved'));
    const { user } = renderWithApp(<TitleForm ownerId={4} submit={submit} onError={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'We');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at least 3 characters.')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'ather{Enter}');
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ title: 'Weather', ownerId: 4 }));
    expect(screen.queryByText('Must be at least 3 characters.')).toBeNull();
  });
});
