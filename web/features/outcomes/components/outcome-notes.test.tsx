import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { outcomeNotes } from '../../../../common/outcomes/notes.ts';
import { ngss, ngssPart, nsw, standard } from '../../../../common/outcomes/outcomes.fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { OutcomeDetails } from './outcome-details.tsx';
import { OutcomeNotes } from './outcome-notes.tsx';
import { OutcomeSearch } from './outcome-search.tsx';

// MS-PS1-1 and HSG-CO.C.10 as NGSS and California publish them.
const CLARIFICATION =
  'Emphasis is on developing models of molecules that vary in complexity. Examples of simple molecules could include ammonia and methanol.';
const BOUNDARY =
  'Assessment does not include valence electrons and bonding energy, discussing the ionic nature of subunits of complex structures, or a complete depiction of all individual atoms in a complex molecule or extended structure.';
const molecules = ngss({
  performanceExpectation: ngssPart(
    'MS-PS1-1',
    'Develop models to describe the atomic composition of simple molecules and extended structures.',
    { level: 'MS' },
  ),
  clarificationStatement: CLARIFICATION,
  assessmentBoundary: BOUNDARY,
  connectionsToNatureOfScience: [
    {
      category: 'Scientific Knowledge is Based on Empirical Evidence',
      text: 'Scientists look for patterns and order when making observations about the world.',
    },
  ],
  commonCoreConnections: ['http://corestandards.org/Math/Practice/MP2'],
});
const NOTES =
  'Theorems include: measures of interior angles of a triangle sum to 180°; base angles of isosceles triangles are congruent.';
const theorems = standard({
  code: 'HSG-CO.C.10',
  title: 'Prove theorems about triangles.',
  level: 'HS',
  notes: NOTES,
  courses: ['Geometry', 'Mathematics II'],
});
const fractions = standard({
  code: '4.NF.B.3',
  title: 'Understand a fraction $\\frac{a}{b}$ with $a > 1$ as a sum of fractions $\\frac{1}{b}$.',
});
const measuring = nsw({
  outcomeCode: 'SC4-WS',
  outcomeTitle: 'Working scientifically',
  type: 'FOCUS_AREA',
  contentGroup: 'Observing',
  description: 'Use a variety of analog and digital measuring devices',
  contentPoints: [
    {
      text: 'Use a variety of analog and digital measuring devices',
      examples: ['Using the senses, a thermometer, digital scales, a stopwatch.'],
    },
  ],
});
const US = { code: 'US' as const, label: 'NGSS', licence: 'NGSS licence', attribution: 'NGSS Lead States' };

describe('OutcomeNotes', () => {
  it("shows an NGSS outcome's clarification statement, assessment boundary and connections verbatim", () => {
    renderWithApp(<OutcomeNotes outcome={molecules} />);
    expect(screen.getByText('Clarification statement').nextElementSibling?.textContent).toBe(CLARIFICATION);
    expect(screen.getByText('Assessment boundary').nextElementSibling?.textContent).toBe(BOUNDARY);
    expect(screen.getByText('Connections to the nature of science').nextElementSibling?.textContent).toBe(
      'Scientific Knowledge is Based on Empirical Evidence: Scientists look for patterns and order when making observations about the world.',
    );
    expect(screen.getByText('Common Core State Standards connections').nextElementSibling?.textContent).toBe(
      'Math/Practice/MP2',
    );
  });

  it("shows a California standard's notes and the courses that teach it, and an NSW content point's examples", () => {
    const { unmount } = renderWithApp(<OutcomeNotes outcome={theorems} />);
    expect(screen.getByText('Notes').nextElementSibling?.textContent).toBe(NOTES);
    expect(screen.getByText('Courses').nextElementSibling?.textContent).toBe('Geometry, Mathematics II');
    unmount();
    renderWithApp(<OutcomeNotes outcome={measuring} />);
    expect(screen.getByText('Content').nextElementSibling?.textContent).toBe(
      'Use a variety of analog and digital measuring devicesExamples: Using the senses, a thermometer, digital scales, a stopwatch.',
    );
  });

  it("opens an NGSS outcome in full with its clarification, and a standard's text with its maths drawn", async () => {
    const { unmount } = renderWithApp(<OutcomeDetails outcome={molecules} curriculum={US} />);
    expect(screen.getByText(CLARIFICATION)).toBeDefined();
    unmount();
    const { container } = renderWithApp(
      <OutcomeDetails outcome={fractions} curriculum={{ ...US, code: 'US_CALI_MATHS' }} />,
    );
    await waitFor(() => expect(container.querySelectorAll('.katex')).toHaveLength(3));
    expect(container.textContent).not.toContain('$');
  });
});

describe("the selector's preview", () => {
  it("shows the highlighted match's notes under the list, as the option's description", async () => {
    const { user } = renderWithApp(
      <OutcomeSearch
        outcomes={[molecules, theorems, fractions]}
        onSelect={vi.fn()}
        preview={(outcome) => outcomeNotes(outcome).length > 0 && <OutcomeNotes outcome={outcome} />}
      />,
    );
    await user.type(screen.getByRole('combobox'), 'MS-PS1-1');
    expect(screen.queryByRole('region', { name: /highlighted outcome/ })).toBeNull();
    await user.keyboard('{ArrowDown}');
    const preview = screen.getByRole('region', {
      name: 'What the curriculum says about the highlighted outcome',
    });
    expect(within(preview).getByText(CLARIFICATION)).toBeDefined();
    const option = screen.getByRole('option', { selected: true });
    expect(option.getAttribute('aria-describedby')).toBe(preview.id);

    await user.clear(screen.getByRole('combobox'));
    await user.type(screen.getByRole('combobox'), '4.NF.B.3');
    await user.keyboard('{ArrowDown}');
    // Nothing published beside its text: no preview.
    expect(screen.queryByRole('region', { name: /highlighted outcome/ })).toBeNull();
  });
});
