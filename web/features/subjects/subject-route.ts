import { parseInstitutionSlug } from '../../../common/institutions/paths.ts';
import { subjectPath } from '../../../common/subjects/rules.ts';

export interface SubjectRoute {
  institutionId: number;
  subjectId: number;
}

/**
 * Reads the subject URL shapes of spec 2.1 whose segments carry a prefix and an id:
 * `inst-{institutionId}/subject-{subjectId}`, `institution-{institutionId}/subject-{subjectId}`
 * and `{institutionCode}-{institutionId}/{subjectCode}-{subjectId}`. Each segment is read as
 * `{anything}-{id}`, the id being the part after the last dash. Null when either is not.
 */
export function parseSubjectSegments(
  institutionSegment: string,
  subjectSegment: string,
): SubjectRoute | null {
  const institution = parseInstitutionSlug(institutionSegment);
  const subject = parseInstitutionSlug(subjectSegment);
  if (!institution || !subject) return null;
  return { institutionId: institution.id, subjectId: subject.id };
}

/** The alternate form `institutions/{institutionId}/subjects/{id}`: two bare ids. */
export function parseSubjectIds(institutionId: string, subjectId: string): SubjectRoute | null {
  const ids = [institutionId, subjectId].map((raw) => (/^\d{1,10}$/.test(raw) ? Number(raw) : NaN));
  const [institution, subject] = ids;
  if (!institution || !subject || !Number.isSafeInteger(institution) || !Number.isSafeInteger(subject))
    return null;
  return { institutionId: institution, subjectId: subject };
}

/**
 * Where every reading of a subject URL leads: `/{endpoint}/{institutionCode}-{institutionId}/
 * {subjectCode}-{subjectId}`, in the area (endpoint) the person is working in, else the one of the
 * subject's institution.
 */
export function canonicalSubjectPath(
  endpoint: string | undefined,
  subject: { id: number; code: string; institutionId: number; institutionCode: string; endpoint: string },
): string {
  return subjectPath(
    { endpoint: endpoint ?? subject.endpoint, code: subject.institutionCode, id: subject.institutionId },
    subject,
  );
}
