import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ProficiencyLevel } from '../../../../common/outcomes/constants.ts';
import { plainTextToLocalizedRichText } from '../../../../common/outcomes/school-scales.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { ProficiencyScale, type ProficiencyScaleProps } from './proficiency-scale.tsx';

const LEVEL_NAMES = ['Emerging', 'Developing', 'Proficient', 'Advanced'];

// user-event moves between a radio group's inputs with CSS.escape, which jsdom lacks; the group's
// name is React's useId, whose characters a selector needs escaped.
if (typeof (window as { CSS?: { escape?: unknown } }).CSS?.escape !== 'function')
  Object.defineProperty(window, 'CSS', {
    configurable: true,
    value: { escape: (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`) },
  });

/** A scale whose value follows what it reports, as a parent holding the tag would. */
function Controlled(
  props: Omit<ProficiencyScaleProps, 'value' | 'onChange'> & {
    initial: ProficiencyLevel | null;
    spy?: (change: string) => void;
  },
) {
  const { initial, spy, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <ProficiencyScale
      {...rest}
      value={value}
      onChange={(change) => {
        spy?.(change);
        setValue(change === 'UNSELECT' ? null : change);
      }}
    />
  );
}

/** Stubs ResizeObserver so the scale measures `width` px. */
function measureWidth(width: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        this.callback([{ target, contentRect: { width } as DOMRectReadOnly } as ResizeObserverEntry], this);
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

describe('ProficiencyScale', () => {
  it('is a radio group named for what it measures, with the readable level names, NOT_SHOWN hidden by default', () => {
    renderWithApp(
      <ProficiencyScale value="PROFICIENT" onChange={() => {}} label="Proficiency level for AC9S7U01" />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Proficiency level for AC9S7U01' });
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    for (const name of LEVEL_NAMES) expect(within(group).getByRole('radio', { name })).toBeTruthy();
    expect(within(group).queryByRole('radio', { name: 'Not shown' })).toBeNull();
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: 'Proficient' }).checked).toBe(true);
  });

  it('offers Not shown when asked', () => {
    renderWithApp(<ProficiencyScale value={null} onChange={() => {}} showNotShown />);
    const group = screen.getByRole('radiogroup', { name: 'Proficiency level' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['NOT_SHOWN', 'EMERGING', 'DEVELOPING', 'PROFICIENT', 'ADVANCED']);
    expect(within(group).getByRole('radio', { name: 'Not shown' })).toBeTruthy();
  });

  it('renders no scale at all when NOT_SHOWN is the selected value', () => {
    renderWithApp(<ProficiencyScale value="NOT_SHOWN" onChange={() => {}} showNotShown />);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    for (const name of ['Not shown', ...LEVEL_NAMES]) expect(screen.queryByText(name)).toBeNull();
  });

  it('emits the level clicked', async () => {
    const onChange = vi.fn();
    const { user } = renderWithApp(<ProficiencyScale value="PROFICIENT" onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Developing' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('DEVELOPING');
  });

  it('emits UNSELECT when the selected level is clicked and unselect is allowed', async () => {
    const spy = vi.fn();
    const { user } = renderWithApp(<Controlled initial="ADVANCED" allowUnselect spy={spy} />);
    await user.click(screen.getByRole('radio', { name: 'Advanced' }));
    expect(spy).toHaveBeenCalledExactlyOnceWith('UNSELECT');
    expect(screen.getAllByRole<HTMLInputElement>('radio').some((radio) => radio.checked)).toBe(false);
  });

  it('emits nothing when the selected level is clicked and unselect is not allowed', async () => {
    const onChange = vi.fn();
    const { user } = renderWithApp(<ProficiencyScale value="ADVANCED" onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Advanced' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Advanced' }).checked).toBe(true);
  });

  it('lets a keyboard reach the selected level with one Tab, move and select with the arrow keys, and leave with Tab', async () => {
    const spy = vi.fn<(change: string) => void>();
    const { user } = renderWithApp(
      <>
        <button type="button">Before</button>
        <Controlled initial="DEVELOPING" spy={spy} />
        <button type="button">After</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Developing' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Proficient' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Proficient' }).checked).toBe(true);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Advanced' }).checked).toBe(true);
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Developing' }).checked).toBe(true);
    expect(spy.mock.calls.map(([change]) => change)).toEqual([
      'PROFICIENT',
      'ADVANCED',
      'PROFICIENT',
      'DEVELOPING',
    ]);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
  });

  it('marks the target level with a labelled target icon, and only that level', () => {
    renderWithApp(<ProficiencyScale value="DEVELOPING" onChange={() => {}} targetLevel="PROFICIENT" />);
    expect(screen.getByRole('radio', { name: 'Proficient Target level' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Target level' })).toHaveLength(1);
    const target = screen.getByRole('radio', { name: 'Proficient Target level' }).closest('label');
    expect(within(target as HTMLElement).getByRole('img', { name: 'Target level' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Developing' })).toBeTruthy();
  });

  it("shows each level's text from the learning scale where it has one, else its name alone", () => {
    renderWithApp(
      <ProficiencyScale
        value={null}
        onChange={() => {}}
        learningScale={{
          emerging: plainTextToLocalizedRichText('Names the parts of a cell', 'EN_AU'),
          advanced: plainTextToLocalizedRichText('Explains how the parts work together', 'EN_AU'),
        }}
      />,
    );
    expect(
      screen.getByRole('radio', { name: 'Emerging', description: 'Names the parts of a cell' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('radio', { name: 'Advanced', description: 'Explains how the parts work together' }),
    ).toBeTruthy();
    const developing = screen.getByRole('radio', { name: 'Developing', description: '' });
    expect(developing.closest('label')?.textContent).toBe('Developing');
  });

  it('does not change when read only, and says so', async () => {
    const onChange = vi.fn();
    const { user } = renderWithApp(
      <ProficiencyScale value="EMERGING" onChange={onChange} readOnly allowUnselect />,
    );
    const group = screen.getByRole('radiogroup');
    expect(group.getAttribute('aria-readonly')).toBe('true');
    await user.click(screen.getByRole('radio', { name: 'Advanced' }));
    await user.click(screen.getByRole('radio', { name: 'Emerging' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Emerging' }).checked).toBe(true);
  });

  it('is laid out horizontally when its own width is above 450 px', () => {
    measureWidth(451);
    renderWithApp(<ProficiencyScale value={null} onChange={() => {}} />);
    expect(screen.getByRole('radiogroup').dataset.layout).toBe('horizontal');
  });

  it('is laid out vertically at 450 px or narrower', () => {
    measureWidth(450);
    renderWithApp(<ProficiencyScale value={null} onChange={() => {}} />);
    expect(screen.getByRole('radiogroup').dataset.layout).toBe('vertical');
  });
});
