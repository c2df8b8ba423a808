import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SubStandardTags } from '../../../../common/outcome-tags/schema.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { australian, RATIO_LANGUAGE, RATIO_TABLES, withSubStandards } from '../outcome-tags.fixtures.ts';
import { SubStandardArea } from './sub-standard-area.tsx';

function Controlled({ initial, spy }: { initial: SubStandardTags; spy?: (tags: SubStandardTags) => void }) {
  const [tags, setTags] = useState(initial);
  return (
    <SubStandardArea
      outcome={withSubStandards}
      subStandardTags={tags}
      defaultLevel="DEVELOPING"
      onChange={(next) => {
        spy?.(next);
        setTags(next);
      }}
    />
  );
}

describe('SubStandardArea', () => {
  it('shows nothing for an outcome without sub-standards (NONE)', () => {
    renderWithApp(
      <>
        <p>Tag</p>
        <SubStandardArea outcome={australian} subStandardTags={{}} onChange={() => {}} />
      </>,
    );
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says no sub-standard is selected, with a button that reveals them and takes focus to the first (MESSAGE_NO_SUB-STANDARD_SELECTED)', async () => {
    const { user } = renderWithApp(<Controlled initial={{}} />);
    expect(screen.getByText('No sub-standard is selected: 6.RP.1 is tagged as a whole.')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose sub-standards' }));
    await user.keyboard('{Enter}');

    const list = screen.getByRole('group', { name: 'Sub-standards of 6.RP.1' });
    const first = within(list).getByRole('checkbox', {
      name: '6.RP.1a Use ratio language to describe a relationship.',
    });
    expect(document.activeElement).toBe(first);
    expect(
      within(list).getByRole('checkbox', { name: '6.RP.1b Make tables of equivalent ratios.' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose sub-standards' })).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('lists the sub-standards when one is tagged (SUB-STANDARDS), a scale only under the ticked one', () => {
    renderWithApp(<Controlled initial={{ [RATIO_TABLES.uuid]: 'ADVANCED' }} />);
    const list = screen.getByRole('group', { name: 'Sub-standards of 6.RP.1' });
    expect(within(list).getByRole<HTMLInputElement>('checkbox', { name: /^6\.RP\.1b/ }).checked).toBe(true);
    expect(within(list).getByRole<HTMLInputElement>('checkbox', { name: /^6\.RP\.1a/ }).checked).toBe(false);
    const scales = within(list).getAllByRole('radiogroup');
    expect(scales).toHaveLength(1);
    const scale = within(list).getByRole('radiogroup', { name: 'Proficiency level for 6.RP.1b' });
    expect(within(scale).getByRole<HTMLInputElement>('radio', { name: 'Advanced' }).checked).toBe(true);
    expect(screen.queryByText(/No sub-standard is selected/)).toBeNull();
  });

  it('ticks a sub-standard at the default level, sets its own level, and unticks it, keeping the list', async () => {
    const spy = vi.fn();
    const { user } = renderWithApp(<Controlled initial={{}} spy={spy} />);
    await user.click(screen.getByRole('button', { name: 'Choose sub-standards' }));
    await user.click(screen.getByRole('checkbox', { name: /^6\.RP\.1a/ }));
    expect(spy).toHaveBeenLastCalledWith({ [RATIO_LANGUAGE.uuid]: 'DEVELOPING' });

    const scale = screen.getByRole('radiogroup', { name: 'Proficiency level for 6.RP.1a' });
    expect(
      within(scale).getByRole('radio', { name: 'Emerging', description: 'Names the two quantities' }),
    ).toBeTruthy();
    await user.click(within(scale).getByRole('radio', { name: 'Advanced' }));
    expect(spy).toHaveBeenLastCalledWith({ [RATIO_LANGUAGE.uuid]: 'ADVANCED' });

    await user.click(screen.getByRole('checkbox', { name: /^6\.RP\.1a/ }));
    expect(spy).toHaveBeenLastCalledWith({});
    expect(screen.getByRole('group', { name: 'Sub-standards of 6.RP.1' })).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('keeps tags of sub-standards the outcome no longer lists when another changes', async () => {
    const withdrawn = '00000000-0000-4000-8000-0000000000ff';
    const spy = vi.fn();
    const { user } = renderWithApp(
      <Controlled initial={{ [withdrawn]: 'EMERGING', [RATIO_TABLES.uuid]: 'PROFICIENT' }} spy={spy} />,
    );
    await user.click(screen.getByRole('checkbox', { name: /^6\.RP\.1a/ }));
    expect(spy).toHaveBeenLastCalledWith({
      [withdrawn]: 'EMERGING',
      [RATIO_TABLES.uuid]: 'PROFICIENT',
      [RATIO_LANGUAGE.uuid]: 'DEVELOPING',
    });
  });
});
