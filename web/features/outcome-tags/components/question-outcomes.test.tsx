import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FEATURE_FLAG_NAMES } from '../../../../common/feature-flags/constants.ts';
import type { WorksheetItemTag } from '../../../../common/outcome-tags/schema.ts';
import { au, standard } from '../../../../common/outcomes/outcomes.fixtures.ts';
import { anInstitutionSeenBy, aSubjectDetails } from '../../../test/fixtures.ts';
import { stubServer, type Answer, type SentRequest } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { QuestionOutcomes } from './question-outcomes.tsx';

const ratio = standard({ code: '6.RP.1' });
const rate = standard({ code: '6.RP.2', title: 'Understand the concept of a unit rate.' });
const OUTCOMES = new Map([ratio, rate].map((o) => [o.uuid, o]));
const AU_V9 = {
  code: 'AU_V9',
  label: 'Australian Curriculum v9',
  licence: 'CC BY 4.0',
  attribution: 'ACARA',
};
/** Two Science Understanding outcomes about forces, of Years 7 and 8. */
const forces7 = au({
  code: 'AC9S7U04',
  levels: ['SEVEN'],
  curriculumDescription: '<p>investigate and represent balanced and unbalanced forces</p>',
});
const forces8 = au({
  code: 'AC9S8U07',
  levels: ['EIGHT'],
  curriculumDescription: '<p>forces acting on objects and the forces of friction</p>',
});
const TAGS_PATH = '/v3/activities/5/learningOutcomeTags';
const ITEM_TAGS_PATH = '/v3/worksheetItems/9/learningOutcomeTags';

const tag = (uuid: string, more: Partial<WorksheetItemTag> = {}): WorksheetItemTag => ({
  learningOutcomeUuid: uuid,
  level: 'PROFICIENT',
  showInRubric: false,
  subStandardTags: {},
  ...more,
});

function serve(options: {
  tags?: WorksheetItemTag[];
  suggested?: string[];
  rubricByDefault?: boolean;
  failTags?: boolean;
  subjectName?: string;
}) {
  let tags = options.tags ?? [];
  return stubServer((request: SentRequest): Answer | undefined => {
    if (request.method === 'GET' && request.path === TAGS_PATH) {
      if (options.failTags) return { status: 500, body: { code: 'internal', message: 'boom' } };
      return {
        status: 200,
        body: { activityId: 5, tags: [], worksheetItems: [{ worksheetItemId: 9, tags }] },
      };
    }
    if (request.method === 'PUT' && request.path === ITEM_TAGS_PATH) {
      tags = (request.body as { tags: WorksheetItemTag[] }).tags;
      return { status: 200, body: { worksheetItemId: 9, tags } };
    }
    if (request.path === '/v3/worksheetItems/9/suggestedLearningOutcomes')
      return {
        status: 200,
        body: {
          suggestedLearningOutcomes: (options.suggested ?? []).map((uuid) => ({
            worksheetItemId: 9,
            learningOutcomeUuid: uuid,
            learningOutcomeWorksheetItemTag: tag(uuid),
          })),
        },
      };
    if (request.path === '/v3/institutions/7/featureFlags')
      return {
        status: 200,
        body: {
          featureFlags: Object.fromEntries(
            FEATURE_FLAG_NAMES.map((name) => [
              name,
              name === 'tagging.rubricByDefault' && !!options.rubricByDefault,
            ]),
          ),
        },
      };
    if (request.method === 'POST' && request.path === '/v3/institutions/batch/get') {
      const institution = anInstitutionSeenBy({ roles: ['SUBJECT_INSTRUCTOR'], permissions: [] }, { id: 7 });
      return { status: 200, body: { getResponses: [{ institution }] } };
    }
    if (request.path === '/v3/curricula') return { status: 200, body: { curricula: [AU_V9] } };
    if (request.path === '/v3/learningOutcome/curriculum/AU_V9')
      return { status: 200, body: { curriculum: AU_V9, learningOutcomes: [au(), forces7, forces8] } };
    if (request.path === '/v3/subjects/3')
      return {
        status: 200,
        body: { subject: aSubjectDetails({ id: 3, name: options.subjectName ?? 'Science' }) },
      };
    if (request.path === '/v3/learningOutcome/batchGet') {
      const uuids = (request.body as { uuids: string[] }).uuids;
      return {
        status: 200,
        body: {
          getResponses: uuids.flatMap((uuid) =>
            OUTCOMES.has(uuid) ? [{ learningOutcome: OUTCOMES.get(uuid) }] : [],
          ),
        },
      };
    }
    return undefined;
  });
}

const render = () =>
  renderWithApp(<QuestionOutcomes activityId={5} itemId={9} institutionId={7} subjectId={3} number={2} />);
const region = () => screen.findByRole('region', { name: 'Learning outcomes of question 2' });

describe('QuestionOutcomes (the learning outcome selector)', () => {
  it('shows the empty state with its 90 px image when the question has no tags and no suggestions', async () => {
    serve({});
    render();
    const empty = await screen.findByTestId('outcomes-empty');
    expect(within(empty).getByText(/No outcomes yet/)).toBeTruthy();
    const image = empty.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/illustrations/no-outcomes.svg');
    expect(image.style.width).toBe('90px');
  });

  it('adds a suggested outcome as a tag, out of the rubric while the flag is off, then converts the tags to rubric rows', async () => {
    const server = serve({ suggested: [ratio.uuid] });
    render();
    const section = await region();
    await userEvent.click(await within(section).findByRole('button', { name: 'Add 6.RP.1' }));
    await within(section).findByRole('group', { name: 'Outcome 6.RP.1' });
    const put = server.requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({ tags: [tag(ratio.uuid)] });

    await userEvent.click(within(section).getByRole('button', { name: 'Convert to rubric' }));
    await waitFor(() =>
      expect(server.requests.filter((r) => r.method === 'PUT').at(-1)!.body).toEqual({
        tags: [tag(ratio.uuid, { showInRubric: true })],
      }),
    );
    await waitFor(() =>
      expect(within(section).queryByRole('button', { name: 'Convert to rubric' })).toBeNull(),
    );
  });

  it("offers no 'Convert to rubric' while the flag is on, and new tags start in the rubric", async () => {
    const server = serve({ tags: [tag(rate.uuid)], suggested: [ratio.uuid], rubricByDefault: true });
    render();
    const section = await region();
    await within(section).findByRole('group', { name: 'Outcome 6.RP.2' });
    expect(within(section).queryByRole('button', { name: 'Convert to rubric' })).toBeNull();
    await userEvent.click(await within(section).findByRole('button', { name: 'Add 6.RP.1' }));
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === 'PUT')?.body).toEqual({
        tags: [tag(rate.uuid), tag(ratio.uuid, { showInRubric: true })],
      }),
    );
  });

  it("puts focus in the outcome search once 'Tag an outcome' has shown it, where typing searches", async () => {
    serve({});
    const { user } = render();
    const section = await region();
    await user.click(within(section).getByRole('button', { name: 'Tag an outcome' }));
    const search = await within(section).findByRole('combobox', { name: 'Search outcomes for question 2' });
    await waitFor(() => expect(document.activeElement).toBe(search));
    expect(search.getAttribute('tabindex')).toBeNull();
    await user.keyboard('AC9S7U01');
    expect(await within(section).findByRole('option', { name: /AC9S7U01/ })).toBeTruthy();
  });

  it("lists the class's year level first, and narrows the search to a year chosen by keyboard, saying how many it searches", async () => {
    serve({ subjectName: 'Year 8 Science' });
    const { user } = render();
    const section = await region();
    await user.click(within(section).getByRole('button', { name: 'Tag an outcome' }));
    const search = await within(section).findByRole('combobox', { name: 'Search outcomes for question 2' });
    await user.keyboard('forces');
    const codes = () =>
      within(within(section).getByRole('listbox', { hidden: true }))
        .queryAllByRole('option')
        .map((option) => /AC9S\dU\d\d/.exec(option.textContent ?? '')?.[0]);
    await waitFor(() => expect(codes()).toEqual(['AC9S8U07', 'AC9S7U04']));

    // Back from the search to the year-level filter, by keyboard alone.
    await user.keyboard('{Escape}');
    await user.tab({ shift: true });
    const years = within(section).getByRole('combobox', { name: 'Year level' });
    expect(document.activeElement).toBe(years);
    expect(within(years).getByRole('option', { selected: true }).textContent).toBe(
      'All year levels, Year 8 first',
    );
    expect(within(section).getByText('Showing 3 of 3 outcomes')).toBeTruthy();
    await user.selectOptions(years, 'Year 7');
    expect(within(section).getByText('Showing 2 of 3 outcomes')).toBeTruthy();

    await user.click(search);
    await waitFor(() => expect(codes()).toEqual(['AC9S7U04']));
    await user.clear(search);
    await user.type(search, 'friction');
    expect(await within(section).findByText('No Year 7 outcomes match your search.')).toBeTruthy();
  });

  it('shows the unexpected-error title with no retry when the tags cannot be loaded', async () => {
    serve({ failTags: true });
    render();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Something unexpected went wrong')).toBeTruthy();
    expect(within(alert).getByText(/could not be loaded/)).toBeTruthy();
    expect(within(alert).queryByRole('button')).toBeNull();
  });
});
