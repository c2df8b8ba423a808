import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { MathInput } from './math-input.tsx';

function Form({ onChange }: { onChange: (latex: string) => void }) {
  const [latex, setLatex] = useState('x^2');
  return (
    <MathInput
      label="Your answer"
      description="Type a formula"
      value={latex}
      onChange={(next) => {
        setLatex(next);
        onChange(next);
      }}
      error={latex === '' ? 'Type an answer' : null}
    />
  );
}

// Vitest resolves 'mathlive' with Node's conditions, to MathLive's server-rendering build; the
// tests take its browser build, as the app does.
// @ts-expect-error -- the browser build's file has no types of its own (they are the package's)
vi.mock('mathlive', () => import('../../../../node_modules/mathlive/mathlive.mjs'));

// jsdom's selector engine reads `mode` off every element it matches (to spot shadow roots); a math
// field answers from its options, which it no longer has once unmounted. Browsers never ask.
beforeAll(async () => {
  // Nor has jsdom the font loading API a math field waits on.
  Object.defineProperty(document, 'fonts', { configurable: true, value: { ready: Promise.resolve() } });
  // …nor element scrolling, which focusing a math field does.
  if (!('scroll' in window.HTMLElement.prototype))
    Object.defineProperty(window.HTMLElement.prototype, 'scroll', { configurable: true, value: () => {} });
  const { MathfieldElement } = await import('mathlive');
  const mode = Object.getOwnPropertyDescriptor(MathfieldElement.prototype, 'mode');
  Object.defineProperty(MathfieldElement.prototype, 'mode', {
    ...mode,
    get(this: InstanceType<typeof MathfieldElement>) {
      try {
        return mode?.get?.call(this) as unknown;
      } catch {
        return undefined;
      }
    },
  });
});

describe('MathInput', () => {
  it('is a labelled maths field holding its value as LaTeX', async () => {
    renderWithApp(<Form onChange={() => {}} />);
    const field = await screen.findByTestId('math-input');
    const label = screen.getByText('Your answer');
    expect(field.getAttribute('aria-labelledby')).toBe(label.id);
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByText('Type a formula').id);
    await waitFor(() => expect((field as unknown as { value: string }).value).toBe('x^2'));
  });

  it('submits on Enter, but not while a LaTeX command is half typed (Enter finishes the command)', async () => {
    const onSubmit = vi.fn();
    renderWithApp(<MathInput label="Equation" value="" onChange={() => {}} onSubmit={onSubmit} />);
    const field = await screen.findByTestId('math-input');
    const pressEnter = () =>
      field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    Object.defineProperty(field, 'mode', { configurable: true, value: 'latex' });
    pressEnter();
    expect(onSubmit).not.toHaveBeenCalled();
    Object.defineProperty(field, 'mode', { configurable: true, value: 'math' });
    pressEnter();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('passes what is typed to the form and shows the form’s error', async () => {
    const onChange = vi.fn();
    renderWithApp(<Form onChange={onChange} />);
    const field = (await screen.findByTestId('math-input')) as unknown as HTMLElement & { value: string };
    field.value = '';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(onChange).toHaveBeenCalledWith('');
    expect(await screen.findByText('Type an answer')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('opens the maths keyboard from a labelled button', async () => {
    const show = vi.spyOn(window.mathVirtualKeyboard, 'show').mockImplementation(() => undefined);
    const { user } = renderWithApp(<Form onChange={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Open the maths keyboard for Your answer' }));
    expect(show).toHaveBeenCalled();
  });
});
