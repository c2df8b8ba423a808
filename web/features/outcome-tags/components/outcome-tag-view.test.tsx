import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActivityTag, WorksheetItemTag } from '../../../../common/outcome-tags/schema.ts';
import { doc, paragraph } from '../../../../common/rich-text/rich-text.fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { australian, RATIO_TABLES, withSubStandards } from '../outcome-tags.fixtures.ts';
import { OutcomeTagView } from './outcome-tag-view.tsx';

// ProseMirror scrolls the selection into view by measuring it; jsdom has no layout to measure.
beforeAll(() => {
  const noRects = {
    configurable: true,
    value: () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }),
  };
  Object.defineProperty(Range.prototype, 'getClientRects', noRects);
  Object.defineProperty(Range.prototype, 'getBoundingClientRect', {
    configurable: true,
    value: () => new DOMRect(),
  });
  Object.defineProperty(Text.prototype, 'getClientRects', noRects);
});

const questionTag: WorksheetItemTag = {
  learningOutcomeUuid: withSubStandards.uuid,
  level: 'PROFICIENT',
  showInRubric: true,
  subStandardTags: {},
};
const lessonTag: ActivityTag = {
  learningOutcomeUuid: australian.uuid,
  level: 'DEVELOPING',
  descriptionLocalised: {
    fallbackLocale: 'EN_AU',
    localeToProsemirror: { EN_AU: doc(paragraph('Students sort organisms with a dichotomous key.')) },
  },
  showInActivityRubric: true,
  showInScopeAndSequence: false,
};

function EditQuestion({
  spy,
  onRemove = () => {},
}: {
  spy: (tag: WorksheetItemTag) => void;
  onRemove?: () => void;
}) {
  const [tag, setTag] = useState(questionTag);
  return (
    <OutcomeTagView
      mode="edit-question"
      outcome={withSubStandards}
      badges={[{ label: '6.RP.1', color: 'orange' }]}
      tag={tag}
      onChange={(next) => {
        spy(next);
        setTag(next);
      }}
      onRemove={onRemove}
    />
  );
}

describe('OutcomeTagView in edit-question mode', () => {
  it('shows the outcome with its badge, title and grade, its level, the rubric switch and the sub-standard message; no explanation', () => {
    renderWithApp(<EditQuestion spy={() => {}} />);
    const tag = screen.getByRole('group', { name: 'Outcome 6.RP.1' });
    expect(within(tag).getByText('6.RP.1')).toBeTruthy();
    expect(within(tag).getByText('Understand the concept of a ratio.')).toBeTruthy();
    expect(within(tag).getByText(/Grade 6/)).toBeTruthy();
    const scale = within(tag).getByRole('radiogroup', { name: 'Proficiency level for 6.RP.1' });
    expect(
      within(scale).getByRole<HTMLInputElement>('radio', {
        name: 'Proficient',
        description: 'Writes a ratio for a situation',
      }).checked,
    ).toBe(true);
    expect(
      within(tag).getByRole<HTMLInputElement>('switch', { name: "Show in the question's rubric" }).checked,
    ).toBe(true);
    expect(within(tag).getByRole('button', { name: 'Choose sub-standards' })).toBeTruthy();
    expect(within(tag).queryByRole('textbox')).toBeNull();
    expect(within(tag).queryByRole('button', { name: /^Add/ })).toBeNull();
  });

  it('reports the level and the rubric switch as a whole tag', async () => {
    const spy = vi.fn<(tag: WorksheetItemTag) => void>();
    const { user } = renderWithApp(<EditQuestion spy={spy} />);
    await user.click(screen.getByRole('radio', { name: 'Advanced' }));
    expect(spy).toHaveBeenLastCalledWith({ ...questionTag, level: 'ADVANCED' });
    await user.click(screen.getByRole('switch', { name: "Show in the question's rubric" }));
    expect(spy).toHaveBeenLastCalledWith({ ...questionTag, level: 'ADVANCED', showInRubric: false });
  });

  it("hides the outcome's own scale once a sub-standard is selected, and shows it again when none is", async () => {
    const spy = vi.fn<(tag: WorksheetItemTag) => void>();
    const { user } = renderWithApp(<EditQuestion spy={spy} />);
    await user.click(screen.getByRole('button', { name: 'Choose sub-standards' }));
    expect(screen.getByRole('radiogroup', { name: 'Proficiency level for 6.RP.1' })).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: /^6\.RP\.1b/ }));
    expect(spy).toHaveBeenLastCalledWith({
      ...questionTag,
      subStandardTags: { [RATIO_TABLES.uuid]: 'PROFICIENT' },
    });
    expect(screen.queryByRole('radiogroup', { name: 'Proficiency level for 6.RP.1' })).toBeNull();
    expect(screen.getByRole('radiogroup', { name: 'Proficiency level for 6.RP.1b' })).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: /^6\.RP\.1b/ }));
    expect(screen.getByRole('radiogroup', { name: 'Proficiency level for 6.RP.1' })).toBeTruthy();
  });

  it('is removed by keyboard through a button named after the outcome code', async () => {
    const onRemove = vi.fn();
    const { user } = renderWithApp(<EditQuestion spy={() => {}} onRemove={onRemove} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove 6.RP.1' }));
    await user.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledOnce();
  });
});

describe('OutcomeTagView in edit-lesson mode', () => {
  function EditLesson({ spy }: { spy: (tag: ActivityTag) => void }) {
    const [tag, setTag] = useState(lessonTag);
    return (
      <OutcomeTagView
        mode="edit-lesson"
        outcome={australian}
        tag={tag}
        onChange={(next) => {
          spy(next);
          setTag(next);
        }}
        onRemove={() => {}}
      />
    );
  }

  it('has the level, the explanation as editable rich text, the two switches and remove', async () => {
    renderWithApp(<EditLesson spy={() => {}} />);
    const tag = screen.getByRole('group', { name: 'Outcome AC9S7U01' });
    const explanation = await within(tag).findByRole('textbox', {
      name: 'How this lesson addresses AC9S7U01',
    });
    await waitFor(() =>
      expect(explanation.textContent).toBe('Students sort organisms with a dichotomous key.'),
    );
    expect(within(tag).getByRole<HTMLInputElement>('radio', { name: 'Developing' }).checked).toBe(true);
    expect(
      within(tag).getByRole<HTMLInputElement>('switch', { name: "Show in the lesson's rubric" }).checked,
    ).toBe(true);
    expect(
      within(tag).getByRole<HTMLInputElement>('switch', { name: 'Show in the scope and sequence' }).checked,
    ).toBe(false);
    expect(within(tag).getByRole('button', { name: 'Remove AC9S7U01' })).toBeTruthy();
  });

  it('reports the explanation typed as localized rich text in the language it is shown in', async () => {
    const spy = vi.fn<(tag: ActivityTag) => void>();
    const { user } = renderWithApp(<EditLesson spy={spy} />);
    const explanation = await screen.findByRole('textbox', { name: 'How this lesson addresses AC9S7U01' });
    await waitFor(() => expect(explanation.textContent).not.toBe(''));
    // A click would ask ProseMirror for the position under the pointer, which jsdom cannot lay out.
    act(() => explanation.focus());
    await user.keyboard('{Control>}a{/Control}Groups classify leaf samples.');
    expect(spy.mock.calls.at(-1)?.[0].descriptionLocalised).toEqual({
      fallbackLocale: 'EN_AU',
      localeToProsemirror: { EN_AU: doc(paragraph('Groups classify leaf samples.')) },
    });

    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(spy.mock.calls.at(-1)?.[0].descriptionLocalised).toBeNull();
    await user.keyboard('Keys');
    expect(explanation.textContent).toBe('Keys');
    expect(spy.mock.calls.at(-1)?.[0].descriptionLocalised).toEqual({
      fallbackLocale: 'EN_AU',
      localeToProsemirror: { EN_AU: doc(paragraph('Keys')) },
    });
  });

  it('reports the switches and the level as a whole tag', async () => {
    const spy = vi.fn<(tag: ActivityTag) => void>();
    const { user } = renderWithApp(<EditLesson spy={spy} />);
    await user.click(screen.getByRole('switch', { name: 'Show in the scope and sequence' }));
    expect(spy).toHaveBeenLastCalledWith({ ...lessonTag, showInScopeAndSequence: true });
    await user.click(screen.getByRole('switch', { name: "Show in the lesson's rubric" }));
    await user.click(screen.getByRole('radio', { name: 'Emerging' }));
    expect(spy).toHaveBeenLastCalledWith({
      ...lessonTag,
      showInScopeAndSequence: true,
      showInActivityRubric: false,
      level: 'EMERGING',
    });
  });

  it('offers no sub-standard area for a lesson tag', () => {
    renderWithApp(
      <OutcomeTagView
        mode="edit-lesson"
        outcome={withSubStandards}
        tag={{ ...lessonTag, learningOutcomeUuid: withSubStandards.uuid }}
        onChange={() => {}}
        onRemove={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Choose sub-standards' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe('OutcomeTagView in suggesting mode', () => {
  it('shows the outcome with a dashed border and an Add button, nothing to edit', async () => {
    const onAdd = vi.fn();
    const { user } = renderWithApp(<OutcomeTagView mode="suggesting" outcome={australian} onAdd={onAdd} />);
    const tag = screen.getByRole('group', { name: 'Outcome AC9S7U01' });
    expect(tag.className).toMatch(/suggesting/);
    expect(tag.dataset.mode).toBe('suggesting');
    expect(within(tag).getByText(/investigate the role of classification/)).toBeTruthy();
    expect(within(tag).queryByRole('radiogroup')).toBeNull();
    expect(within(tag).queryByRole('textbox')).toBeNull();
    expect(within(tag).queryByRole('switch')).toBeNull();
    expect(within(tag).queryByRole('button', { name: /Remove/ })).toBeNull();

    await user.tab();
    expect(document.activeElement).toBe(within(tag).getByRole('button', { name: 'Add AC9S7U01' }));
    await user.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('has no dashed border in the other modes', () => {
    renderWithApp(<OutcomeTagView mode="static" outcome={australian} tag={lessonTag} />);
    expect(screen.getByRole('group', { name: 'Outcome AC9S7U01' }).className).not.toMatch(/suggesting/);
  });
});

describe('OutcomeTagView in static mode', () => {
  it("shows a lesson tag's explanation read only and its level marked as the target", () => {
    renderWithApp(<OutcomeTagView mode="static" outcome={australian} tag={lessonTag} />);
    const tag = screen.getByRole('group', { name: 'Outcome AC9S7U01' });
    expect(within(tag).getByText('Students sort organisms with a dichotomous key.')).toBeTruthy();
    expect(within(tag).queryByRole('textbox')).toBeNull();
    const scale = within(tag).getByRole('radiogroup', { name: 'Proficiency level for AC9S7U01' });
    expect(scale.getAttribute('aria-readonly')).toBe('true');
    expect(
      within(scale).getByRole<HTMLInputElement>('radio', { name: 'Developing Target level' }).checked,
    ).toBe(true);
    expect(within(tag).queryByRole('button')).toBeNull();
    expect(within(tag).queryByRole('switch')).toBeNull();
  });

  it("shows a question tag's selected sub-standards with their levels instead of the outcome's own", () => {
    renderWithApp(
      <OutcomeTagView
        mode="static"
        outcome={withSubStandards}
        tag={{ ...questionTag, subStandardTags: { [RATIO_TABLES.uuid]: 'EMERGING' } }}
      />,
    );
    expect(screen.queryByRole('radiogroup', { name: 'Proficiency level for 6.RP.1' })).toBeNull();
    const scale = screen.getByRole('radiogroup', { name: 'Proficiency level for 6.RP.1b' });
    expect(
      within(scale).getByRole<HTMLInputElement>('radio', { name: 'Emerging Target level' }).checked,
    ).toBe(true);
    expect(screen.getByText('Make tables of equivalent ratios.')).toBeTruthy();
    expect(screen.queryByText('Use ratio language to describe a relationship.')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
