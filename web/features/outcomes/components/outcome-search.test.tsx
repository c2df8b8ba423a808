import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { au, fundamentals, ngss, ngssPart } from '../../../../common/outcomes/outcomes.fixtures.ts';
import type { LearningOutcome } from '../../../../common/outcomes/schema.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { prepareOutcomeSearch, searchOutcomes } from '../outcome-search.ts';
import { OutcomeSearch, type OutcomeSearchProps } from './outcome-search.tsx';

const classification = au();
const photosynthesis = au({
  code: 'AC9S7U02',
  curriculumDescription: '<p>use models to represent photosynthesis and respiration</p>',
});
const cells = au({ code: 'AC9S8U01', curriculumDescription: '<p>investigate cells in photosynthesis</p>' });
const performance = ngss({
  performanceExpectation: ngssPart('MS-LS1-6', 'Construct a scientific explanation of photosynthesis.', {
    level: 'MS',
  }),
  disciplinaryCoreIdea: ngssPart('LS1.C', 'Plants, algae and photosynthetic microorganisms use energy.'),
});
const outcomes = [classification, photosynthesis, cells, performance, fundamentals('Photosynthesis basics')];

function renderSearch(props: Partial<OutcomeSearchProps> = {}) {
  const onSelect = vi.fn<(outcome: LearningOutcome) => void>();
  const view = renderWithApp(
    <>
      <OutcomeSearch outcomes={outcomes} onSelect={onSelect} {...props} />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { ...view, onSelect, input: screen.getByRole('combobox') };
}

const options = () => within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option');
const highlighted = () => options().find((option) => option.getAttribute('aria-selected') === 'true');

describe('OutcomeSearch', () => {
  it('is a combobox named by its default label, with the placeholder Search', () => {
    const { input } = renderSearch();
    expect(input.getAttribute('placeholder')).toBe('Search');
    expect(screen.getByRole('combobox', { name: 'Curriculum outcome search string' })).toBe(input);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(input.getAttribute('aria-controls') ?? '')?.getAttribute('role')).toBe(
      'listbox',
    );
  });

  it('shows a visible label when given one', () => {
    renderSearch({ label: 'Find an outcome' });
    expect(screen.getByLabelText('Find an outcome').getAttribute('role')).toBe('combobox');
  });

  it('lists the matches as options with their code and metadata, never a fundamentals outcome', async () => {
    const { user, input } = renderSearch();
    await user.type(input, 'photosynthesis');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const texts = options().map((option) => option.textContent);
    expect(texts).toHaveLength(3);
    expect(texts.some((text) => text?.includes('Photosynthesis basics'))).toBe(false);
    const ngssOption = options().find((option) => option.textContent?.includes('MS-LS1-6'));
    expect(ngssOption?.textContent).toContain('PE');
    expect(ngssOption?.textContent).toContain('DCI');
    expect(ngssOption?.textContent).toContain('Performance Expectation • Middle School');
    expect(screen.getByRole('status').textContent).toBe('3 outcomes match');
  });

  it('finds an outcome by its code', async () => {
    const { user, input } = renderSearch();
    await user.type(input, 'AC9S7U01');
    expect(options()[0]?.textContent).toContain('AC9S7U01');
    expect(options()[0]?.textContent).toContain('Year 7');
  });

  it('clears the results when the query is emptied', async () => {
    const { user, input } = renderSearch();
    await user.type(input, 'photo');
    expect(options().length).toBeGreaterThan(0);
    await user.clear(input);
    expect(options()).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves the highlight with Down and Up, wrapping, and names it as the active descendant', async () => {
    const { user, input } = renderSearch();
    await user.type(input, 'photosynthesis');
    expect(highlighted()).toBeUndefined();
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);

    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe(options()[0]);
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(highlighted()).toBe(options()[2]);
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe(options()[0]);
    await user.keyboard('{ArrowUp}');
    expect(highlighted()).toBe(options()[2]);
    await user.keyboard('{ArrowUp}');
    expect(highlighted()).toBe(options()[1]);
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[1]?.id);
  });

  it('selects the highlighted outcome with Enter, then clears the text, the results and the highlight', async () => {
    const { user, input, onSelect } = renderSearch();
    await user.type(input, 'AC9S7U01');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(classification);
    expect(input).toHaveProperty('value', '');
    expect(options()).toHaveLength(0);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('does nothing on Enter with no highlight', async () => {
    const { user, input, onSelect } = renderSearch();
    await user.type(input, 'AC9S7U01{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    expect(input).toHaveProperty('value', 'AC9S7U01');
  });

  it('closes the results with Escape, then clears the text with a second Escape', async () => {
    const { user, input } = renderSearch();
    await user.type(input, 'photosynthesis');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(input).toHaveProperty('value', 'photosynthesis');
    await user.keyboard('{Escape}');
    expect(input).toHaveProperty('value', '');
  });

  it('opens the results again with Down after Escape closed them', async () => {
    const { user, input } = renderSearch();
    await user.type(input, 'photosynthesis{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(options()).toHaveLength(3);
  });

  it('closes the results on a click outside, and runs the search again on focus', async () => {
    const { user, input } = renderSearch();
    await user.type(input, 'photosynthesis');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input).toHaveProperty('value', 'photosynthesis');

    await user.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(options()).toHaveLength(3);
  });

  it('shows chosen outcomes disabled, and selecting one does nothing', async () => {
    const { user, input, onSelect } = renderSearch({ existingUuids: [classification.uuid] });
    await user.type(input, 'AC9S7U01');
    const [option] = options();
    expect(option?.getAttribute('aria-disabled')).toBe('true');
    expect(option?.textContent).toContain('Already added');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(option!);
    expect(onSelect).not.toHaveBeenCalled();
    expect(input).toHaveProperty('value', 'AC9S7U01');
  });

  it('selects an outcome by clicking it, keeping the focus in the input', async () => {
    const { user, input, onSelect } = renderSearch();
    await user.type(input, 'MS-LS1-6');
    await user.click(options().find((option) => option.textContent?.includes('MS-LS1-6'))!);
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(performance);
    expect(input).toHaveProperty('value', '');
    expect(document.activeElement).toBe(input);
  });

  it('lists what a whole search lists after deleting letters and after typing another query', async () => {
    const { user, input } = renderSearch();
    const codesOf = (query: string) =>
      searchOutcomes(prepareOutcomeSearch(outcomes), query).map((target) => target.flat.code);
    const expectListed = (query: string) => {
      expect(input).toHaveProperty('value', query);
      const codes = codesOf(query);
      expect(codes.length).toBeGreaterThan(0);
      expect(options()).toHaveLength(codes.length);
      options().forEach((option, index) => expect(option.textContent).toContain(codes[index]));
    };
    await user.type(input, 'photosynthesis');
    expectListed('photosynthesis');
    for (const query of ['photosynthesi', 'photosynth', 'photo', 'ph']) {
      await user.keyboard(`{Backspace>${(input as HTMLInputElement).value.length - query.length}/}`);
      expectListed(query);
    }
    await user.clear(input);
    await user.type(input, 'cells photo');
    expectListed('cells photo');
  });

  it('says when nothing matches', async () => {
    const { user, input } = renderSearch();
    await user.type(input, 'zzzzqqqq');
    expect(screen.getByText('No outcomes match your search.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 outcomes match');
  });
});
