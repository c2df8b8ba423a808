import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { standard } from '../../../../common/outcomes/outcomes.fixtures.ts';
import type { LearningOutcome } from '../../../../common/outcomes/schema.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { CurriculumTree } from './curriculum-tree.tsx';
import { OutcomeAssociations } from './outcome-associations.tsx';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const item = (n: number, parent: number | null, children: number[], more: object): LearningOutcome => ({
  ...standard(
    { childrenIds: children.map(uuid), parentId: parent === null ? null : uuid(parent), ...more },
    'US_SBAC_MATHS',
  ),
  uuid: uuid(n),
});

// Grade 3 › Claim 1 › Target A › Skill A.1: four levels of a framework.
const grade = item(1, null, [2], {
  code: '',
  title: 'Grade 3',
  itemType: 'Grade',
  isGrouping: true,
  level: 'THREE',
});
const claim = item(2, 1, [3], {
  code: 'C1',
  title: 'Concepts and procedures',
  itemType: 'Claim',
  isGrouping: true,
});
const target = item(3, 2, [4], {
  code: 'C1.TA',
  title: 'Operations and algebraic thinking',
  itemType: 'Target',
  level: 'THREE',
});
const skill = item(4, 3, [], {
  code: 'C1.TA.1',
  title: 'Interpret products of whole numbers',
  itemType: 'Skill',
  type: 'SUBSTANDARD',
  associations: [
    { type: 'replacedBy', uuid: uuid(3), code: 'C1.TA', title: 'Operations and algebraic thinking' },
    {
      type: 'isRelatedTo',
      uuid: null,
      code: '3.OA.A.1',
      title: 'Interpret products',
      uri: 'https://example.org/3.OA.A.1',
    },
  ],
});
const outcomes = [grade, claim, target, skill];

describe('CurriculumTree', () => {
  it('shows the top two levels open, and opens and closes the levels under an outcome', async () => {
    const user = userEvent.setup();
    renderWithApp(<CurriculumTree outcomes={outcomes} onOpen={vi.fn()} />);
    const tree = screen.getByRole('region', { name: 'Outcomes by their place in the framework' });
    expect(within(tree).getByText('Concepts and procedures')).toBeTruthy();
    expect(within(tree).queryByText('Interpret products of whole numbers')).toBeNull();

    const toggle = within(tree).getByRole('button', { name: 'Outcomes under C1.TA (1)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(tree).getByText('Interpret products of whole numbers')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Hide every level' }));
    expect(within(tree).queryByText('Concepts and procedures')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show every level' }));
    expect(within(tree).getByText('Interpret products of whole numbers')).toBeTruthy();
  });

  it("names each outcome's level and opens it when chosen", async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderWithApp(<CurriculumTree outcomes={outcomes} onOpen={onOpen} />);
    // A line says its grade, unless its own words are the grade's name.
    expect(screen.getByText('Target · Grade 3')).toBeTruthy();
    expect(screen.getByText('Grade', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByText('Grade · Grade 3')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Concepts and procedures/ }));
    expect(onOpen).toHaveBeenCalledWith(claim);
  });
});

describe('OutcomeAssociations', () => {
  it('lists associations by kind, opening one held here and linking to one elsewhere', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderWithApp(
      <OutcomeAssociations
        outcome={skill}
        byUuid={new Map(outcomes.map((o) => [o.uuid, o]))}
        onOpen={onOpen}
      />,
    );
    const section = screen.getByRole('region', { name: 'Related outcomes' });
    expect(within(section).getByText('Replaced by')).toBeTruthy();
    expect(within(section).getByText('Related')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: /Operations and algebraic thinking/ }));
    expect(onOpen).toHaveBeenCalledWith(target);
    expect(within(section).getByRole('link', { name: 'Interpret products' }).getAttribute('href')).toBe(
      'https://example.org/3.OA.A.1',
    );
  });

  it('shows nothing for an outcome without associations', () => {
    const { container } = renderWithApp(
      <OutcomeAssociations outcome={grade} byUuid={new Map()} onOpen={vi.fn()} />,
    );
    expect(within(container).queryByRole('region', { name: 'Related outcomes' })).toBeNull();
  });
});
