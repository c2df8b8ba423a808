import { getSubject } from '../../common/subjects/endpoints.ts';
import type { SubjectDetails } from '../../common/subjects/schema.ts';
import { callEndpoint } from './client.ts';

/** One subject with its instructors and student count, with its `update` permission. */
export async function fetchSubject(subjectId: number, signal?: AbortSignal): Promise<SubjectDetails> {
  const { subject } = await callEndpoint(
    getSubject,
    { params: { subjectId }, query: { permissions: true } },
    { signal },
  );
  return subject;
}
