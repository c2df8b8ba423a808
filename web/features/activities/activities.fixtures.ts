import type { ActivityWithParts } from '../../../common/activities/contracts.ts';
import type { Activity, Response, WorksheetItem } from '../../../common/activities/schema.ts';
import type { RichTextDocument } from '../../../common/rich-text/schema.ts';

/** Test data of lessons, questions and answers as the API sends them. */

export const promptOf = (text: string): RichTextDocument => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

export function anActivity(overrides: Partial<Activity> = {}): Activity {
  return {
    id: 5,
    subjectId: 11,
    institutionId: 1,
    title: 'States of matter',
    body: null,
    position: 0,
    status: 'published',
    dueAt: null,
    timezone: 'Australia/Sydney',
    feedbackMode: 'onSubmit',
    checkTries: 3,
    itemCount: 0,
    totalMarks: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    publishedAt: '2026-11-01T00:00:00.000Z',
    deletedAt: null,
    permissions: { update: false },
    ...overrides,
  };
}

export function aShortAnswerItem(overrides: Partial<WorksheetItem> = {}): WorksheetItem {
  return {
    id: 51,
    activityId: 5,
    position: 0,
    prompt: promptOf('What is ice?'),
    marks: 2,
    kind: 'shortAnswer',
    modelAnswer: null,
    ...overrides,
  } as WorksheetItem;
}

export function aLessonWithItems(
  items: WorksheetItem[],
  overrides: Partial<ActivityWithParts> = {},
): ActivityWithParts {
  return {
    ...anActivity({ itemCount: items.length }),
    worksheetItems: items,
    myResponses: [],
    mySubmission: { submittedAt: null, returnedAt: null, answeredCount: 0, score: 0, markedMaxScore: 0 },
    ...overrides,
  };
}

export function aResponse(overrides: Partial<Response> = {}): Response {
  return {
    id: 900,
    activityId: 5,
    worksheetItemId: 51,
    studentPrincipal: 'sam',
    value: { kind: 'shortAnswer', text: '' },
    clientSavedAt: '2026-11-02T00:00:00.000Z',
    savedAt: '2026-11-02T00:00:00.000Z',
    versionCount: 1,
    checksUsed: 0,
    markVersion: 0,
    mark: null,
    ...overrides,
  };
}
