import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MasteryEvidence, SubjectMastery } from '../../../../common/outcome-tags/contracts.ts';
import type { SubjectDetails } from '../../../../common/subjects/schema.ts';
import type { Answer, SentRequest } from '../../../test/network.ts';
import { renderWithApp } from '../../../test/render.tsx';
import {
  cell,
  MASTERY,
  outcomePagesServer,
  PARTICLES,
  REPRESENTATIONS,
  studentView,
  SUBJECT_URL,
  teacherView,
} from '../outcome-progress.fixtures.ts';
import { MasteryPage } from './mastery-page.tsx';

const EVIDENCE: MasteryEvidence[] = [
  {
    responseId: 31,
    activityId: 1,
    activityTitle: 'States of matter',
    worksheetItemId: 7,
    questionNumber: 3,
    level: 'DEVELOPING',
    markedAt: '2026-11-02T01:00:00.000Z',
    isAutoMark: true,
  },
  {
    responseId: 45,
    activityId: 2,
    activityTitle: 'Particles in motion',
    worksheetItemId: 9,
    questionNumber: 1,
    level: 'PROFICIENT',
    markedAt: '2026-11-20T01:00:00.000Z',
    isAutoMark: false,
  },
];

/** The progress page on a stand-in server whose mastery answer the test may change. */
function renderProgress(
  subject: SubjectDetails,
  options: {
    mastery?: () => SubjectMastery;
    other?: (request: SentRequest) => Answer | undefined;
  } = {},
) {
  const { mastery = () => MASTERY, other = () => undefined } = options;
  const server = outcomePagesServer(
    subject,
    { path: '/v3/subjects/11/outcomeMastery', answer: () => ({ status: 200, body: mastery() }) },
    other,
  );
  return {
    ...server,
    ...renderWithApp(<MasteryPage />, {
      path: '/:endpoint/:institutionSlug/:subjectSlug/progress',
      url: `${SUBJECT_URL}/progress`,
    }),
  };
}

const evidenceAnswer =
  (answer: Answer) =>
  ({ path }: SentRequest): Answer | undefined =>
    path === '/v3/subjects/11/outcomeMastery/evidence' ? answer : undefined;

const columnCodes = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .slice(1)
    .map((header) => header.textContent?.slice(0, 8));

describe('the evidence behind a progress cell', () => {
  it('opens from a cell: the answers oldest first, each linking a teacher to its class view', async () => {
    const { user, requests } = renderProgress(teacherView(), {
      other: evidenceAnswer({ status: 200, body: { evidence: EVIDENCE } }),
    });
    const button = await screen.findByRole('button', {
      name: 'Sam Student, AC9S7U05: Proficient from 2 answers — show evidence',
    });
    expect(screen.queryAllByRole('button', { name: /show evidence/ })).toHaveLength(2);
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Sam Student – AC9S7U05' });
    const list = await within(dialog).findByRole('list', { name: 'Marked answers, oldest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Question 3');
    expect(within(items[0]!).getByText('Developing')).toBeTruthy();
    expect(items[0]!.textContent).toContain('Automatic mark');
    expect(items[1]!.textContent).toContain('Marked by teacher');
    const link = within(items[0]!).getByRole('link', {
      name: 'States of matter, question 3: open the class view',
    });
    expect(link.getAttribute('href')).toBe(`${SUBJECT_URL}/lessons/1/class`);
    expect(within(dialog).getByText('Proficient: the decaying average of 2 marked answers.')).toBeTruthy();
    const asked = requests.find((r) => r.path.endsWith('/evidence'))!;
    expect(asked.query.get('principal')).toBe('sam');
    expect(asked.query.get('learningOutcomeUuid')?.toLowerCase()).toBe(PARTICLES.uuid.toLowerCase());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when the answers do not load, with a way to try again', async () => {
    const { user } = renderProgress(teacherView(), {
      other: evidenceAnswer({ status: 500, body: { code: 'internal', message: 'Something went wrong' } }),
    });
    await user.click(await screen.findByRole('button', { name: /^Ava Student, AC9S7U04/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ava Student – AC9S7U04' });
    expect(await within(dialog).findByRole('heading', { name: "Couldn't load the answers" })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows a student the answers behind their own level, without links to the class view', async () => {
    const { user } = renderProgress(studentView(), {
      mastery: () => ({
        ...MASTERY,
        students: [
          { principal: 'sam', fullName: 'Sam Student', outcomes: [cell(PARTICLES, 'PROFICIENT', 2)] },
        ],
      }),
      other: evidenceAnswer({ status: 200, body: { evidence: EVIDENCE } }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'AC9S7U05: Proficient from 2 answers — show evidence' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sam Student – AC9S7U05' });
    await within(dialog).findByText('Particles in motion');
    expect(within(dialog).queryByRole('link')).toBeNull();
  });
});

describe('how levels add up', () => {
  const methodServer = (status: number) => {
    let mastery: SubjectMastery = MASTERY;
    return {
      mastery: () => mastery,
      other: ({ method, path, body }: SentRequest): Answer | undefined => {
        if (method !== 'PUT' || path !== '/v3/subjects/11/outcomeMastery/method') return undefined;
        if (status !== 200) return { status, body: { code: 'internal', message: 'Something went wrong' } };
        const chosen = (body as { method: SubjectMastery['method'] }).method;
        mastery = { ...mastery, method: chosen };
        return { status: 200, body: { subjectId: 11, method: chosen } };
      },
    };
  };

  it('lets a teacher choose the method, saves it and reads the grid again', async () => {
    const { user, requests } = renderProgress(teacherView(), methodServer(200));
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'How levels add up' });
    expect(select.value).toBe('decayingAverage');
    expect([...select.options].map((option) => option.text)).toEqual([
      'Decaying average (65% newest) – default',
      'Latest',
      'Highest',
      'Average',
    ]);
    expect(screen.getByText(/newest answer's level counts for 65%/)).toBeTruthy();
    const reads = () =>
      requests.filter((r) => r.method === 'GET' && r.path === '/v3/subjects/11/outcomeMastery');
    expect(reads()).toHaveLength(1);
    await user.selectOptions(select, 'Highest');
    await screen.findByText('Levels now add up by Highest.');
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ method: 'highest' });
    expect(select.value).toBe('highest');
    expect(screen.getByText('The highest level any marked answer has shown.')).toBeTruthy();
    await waitFor(() => expect(reads()).toHaveLength(2));
  });

  it('keeps the method it had when saving fails, and says so', async () => {
    const { user } = renderProgress(teacherView(), methodServer(500));
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'How levels add up' });
    await user.selectOptions(select, 'Latest');
    expect(await screen.findByText("Couldn't change how levels add up")).toBeTruthy();
    await waitFor(() => expect(select.value).toBe('decayingAverage'));
  });

  it('tells a student which method adds up their levels', async () => {
    renderProgress(studentView(), {
      mastery: () => ({ ...MASTERY, method: 'latest', students: MASTERY.students.slice(1) }),
    });
    expect(await screen.findByText('Latest')).toBeTruthy();
    expect(screen.getByText(/How your levels add up/)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'How levels add up' })).toBeNull();
  });

  it("names the default method to a student without calling it the default (the teachers' choice)", async () => {
    renderProgress(studentView(), { mastery: () => ({ ...MASTERY, students: MASTERY.students.slice(1) }) });
    expect(await screen.findByText('Decaying average (65% newest)')).toBeTruthy();
    expect(screen.queryByText(/default/)).toBeNull();
  });
});

describe('the strand filter', () => {
  it("shows one strand's outcomes, then all again", async () => {
    const { user, router } = renderProgress(teacherView());
    const strand = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Strand' });
    expect(strand.value).toBe('');
    expect(columnCodes()).toEqual(['AC9S7I04', 'AC9S7U04', 'AC9S7U05']);
    await user.selectOptions(strand, 'Science Understanding');
    expect(columnCodes()).toEqual(['AC9S7U04', 'AC9S7U05']);
    // Kept in the URL, so a reload or a shared link shows the same strand.
    expect(router.state.location.search).toBe('?strand=Science+Understanding');
    await user.selectOptions(strand, 'Science Inquiry');
    expect(columnCodes()).toEqual(['AC9S7I04']);
    await user.selectOptions(strand, 'All strands');
    expect(columnCodes()).toHaveLength(3);
    expect(router.state.location.search).toBe('');
  });

  it('says so when the chosen strand has no outcome left, with a way back to all', async () => {
    let mastery = MASTERY;
    const { user, queryClient } = renderProgress(teacherView(), { mastery: () => mastery });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Strand' }), 'Science Inquiry');
    // The lesson editor took the inquiry outcome off its lesson.
    mastery = {
      ...MASTERY,
      learningOutcomeUuids: MASTERY.learningOutcomeUuids.filter((uuid) => uuid !== REPRESENTATIONS.uuid),
    };
    await queryClient.invalidateQueries();
    expect(
      await screen.findByText('No outcome of this subject is in the strand Science Inquiry now.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show all strands' }));
    expect(columnCodes()).toEqual(['AC9S7U04', 'AC9S7U05']);
  });
});

describe('the CSV download', () => {
  it('downloads the outcomes shown as CSV, each by its code and text, a level name per student and outcome', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:progress';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderProgress(teacherView());
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Strand' }),
      'Science Understanding',
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalledOnce();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('progress-sci-7a.csv');
    const text = await created[0]!.text();
    expect(text).toBe(
      'Student,"AC9S7U04: investigate and represent balanced and unbalanced forces, including gravitational force, acting on objects",' +
        'AC9S7U05: use particle theory to describe the arrangement of particles in a substance\r\n' +
        'Ava Student,Emerging,\r\nSam Student,,Proficient\r\n',
    );
  });

  it('is not offered to a student', async () => {
    renderProgress(studentView(), { mastery: () => ({ ...MASTERY, students: MASTERY.students.slice(1) }) });
    await screen.findByRole('list', { name: 'Outcomes' });
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });
});
