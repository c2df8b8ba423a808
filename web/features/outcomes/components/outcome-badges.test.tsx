import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { OutcomeBadges } from './outcome-badges.tsx';

describe('OutcomeBadges', () => {
  it("prints a sub-standard's code as published, lower-case letter and all", async () => {
    renderWithApp(
      <OutcomeBadges badges={[{ label: '3.NF.A.3.a', color: 'orange' }]} code="3.NF.A.3.a" size="sm" />,
    );
    const badge = await screen.findByText('3.NF.A.3.a');
    expect(getComputedStyle(badge.closest('.mantine-Badge-root')!).textTransform).toBe('none');
    // The badge is the code: it is not printed twice.
    expect(screen.getAllByText('3.NF.A.3.a')).toHaveLength(1);
  });
});
