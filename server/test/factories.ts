import { randomBytes } from 'node:crypto';
import { INVITATION_CODE_ALPHABET, INVITATION_CODE_LENGTH } from '../../common/invitations/constants.ts';
import type { InstitutionRoleName } from '../../common/roles/constants.ts';
import type { SubjectRoleName } from '../../common/subjects/schema.ts';
import type { Db } from '../db/client.ts';
import type { Actor } from '../platform/auth/actor.ts';
import {
  activities,
  districts,
  institutionRoles,
  institutions,
  people,
  roleInvitations,
  sessions,
  subjectRoles,
  subjects,
  uploads,
  worksheetItems,
} from '../db/schema/index.ts';
import { hashSessionToken, newCsrfToken, newSessionToken } from '../platform/auth/session-token.ts';

const uid = () => randomBytes(5).toString('hex');

export async function buildPerson(
  db: Db,
  overrides: Partial<typeof people.$inferInsert> = {},
): Promise<typeof people.$inferSelect> {
  const id = uid();
  const [person] = await db
    .insert(people)
    .values({ principal: `p-${id}`, email: `${id}@example.test`, fullName: `Person ${id}`, ...overrides })
    .returning();
  return person!;
}

export async function buildInstitution(
  db: Db,
  overrides: Partial<typeof institutions.$inferInsert> = {},
): Promise<typeof institutions.$inferSelect> {
  const id = uid();
  const [institution] = await db
    .insert(institutions)
    .values({
      name: `School ${id}`,
      code: `school-${id}`,
      locale: 'EN_AU',
      timezone: 'Australia/Sydney',
      ...overrides,
    })
    .returning();
  return institution!;
}

export async function buildRole(
  db: Db,
  institutionId: number,
  principal: string,
  roles: InstitutionRoleName[],
  overrides: Partial<typeof institutionRoles.$inferInsert> = {},
): Promise<typeof institutionRoles.$inferSelect> {
  const isPending = overrides.isPending ?? false;
  const [role] = await db
    .insert(institutionRoles)
    .values({
      institutionId,
      principal,
      roles,
      isPending,
      acceptedOn: isPending ? null : new Date(),
      ...overrides,
    })
    .returning();
  return role!;
}

/** A session for `principal`: the cookie and CSRF header a signed-in browser would send. */
export async function buildSession(
  db: Db,
  principal: string,
): Promise<{ cookie: string; csrfToken: string; headers: Record<string, string> }> {
  const token = newSessionToken();
  const csrfToken = newCsrfToken();
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    principal,
    csrfToken,
    expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
  });
  const cookie = `sid=${token}`;
  return { cookie, csrfToken, headers: { cookie, 'x-csrf-token': csrfToken } };
}

/** A person with a session, as the API tests call as: their headers and the actor the server sees. */
export interface SignedInPerson {
  principal: string;
  email: string;
  fullName: string;
  headers: Record<string, string>;
  actor: Actor;
}

export async function buildSignedInPerson(
  db: Db,
  overrides: Partial<typeof people.$inferInsert> = {},
): Promise<SignedInPerson> {
  const person = await buildPerson(db, overrides);
  const session = await buildSession(db, person.principal);
  const { principal, email, fullName, isInternalAdmin } = person;
  const actor: Actor = {
    principal,
    email,
    fullName,
    isInternalAdmin,
    sessionTokenHash: '',
    csrfToken: session.csrfToken,
  };
  return { principal, email, fullName, headers: session.headers, actor };
}

/** A signed-in person holding `roles` at an institution; with isPending, only offered them. */
export async function buildSignedInMember(
  db: Db,
  institutionId: number,
  roles: InstitutionRoleName[],
  isPending = false,
): Promise<SignedInPerson> {
  const person = await buildSignedInPerson(db);
  await buildRole(db, institutionId, person.principal, isPending ? [] : roles, {
    isPending,
    pendingMemberships: isPending ? roles.map((role) => ({ role })) : [],
  });
  return person;
}

/** A subject at an institution (a live, unarchived one unless told otherwise). */
export async function buildSubject(
  db: Db,
  institutionId: number,
  overrides: Partial<typeof subjects.$inferInsert> = {},
): Promise<typeof subjects.$inferSelect> {
  const name = overrides.name ?? `Science ${uid()}`;
  const [subject] = await db
    .insert(subjects)
    .values({ institutionId, name, namePlaintext: name, code: 'SCI-7', ...overrides })
    .returning();
  return subject!;
}

/** Someone's role in a subject (instructor, student, archived student). */
export async function buildSubjectRole(
  db: Db,
  subject: { id: number; institutionId: number },
  principal: string,
  role: SubjectRoleName,
): Promise<typeof subjectRoles.$inferSelect> {
  const [row] = await db
    .insert(subjectRoles)
    .values({ subjectId: subject.id, institutionId: subject.institutionId, principal, role })
    .returning();
  return row!;
}

/** A code as the server makes them: INVITATION_CODE_LENGTH characters of the unambiguous alphabet. */
export const randomInvitationCode = (): string =>
  Array.from(
    randomBytes(INVITATION_CODE_LENGTH),
    (b) => INVITATION_CODE_ALPHABET[b % INVITATION_CODE_ALPHABET.length],
  ).join('');

/**
 * A role invitation. Give exactly one role column (studentMobId for a student invitation to a
 * subject, creatorInstitutionId, …), as the database insists; the code is made up unless given.
 */
export async function buildInvitation(
  db: Db,
  values: Omit<typeof roleInvitations.$inferInsert, 'code'> & { code?: string },
): Promise<typeof roleInvitations.$inferSelect> {
  const [row] = await db
    .insert(roleInvitations)
    .values({ ...values, code: values.code ?? randomInvitationCode() })
    .returning();
  return row!;
}

/** A subject's class code: its multi-use student invitation. */
export const buildClassCode = (
  db: Db,
  subject: { id: number; institutionId: number },
  overrides: Partial<typeof roleInvitations.$inferInsert> = {},
): Promise<typeof roleInvitations.$inferSelect> =>
  buildInvitation(db, {
    institutionId: subject.institutionId,
    subjectId: subject.id,
    studentMobId: subject.id,
    isMultiUse: true,
    ...overrides,
  });

export async function buildDistrict(
  db: Db,
  overrides: Partial<typeof districts.$inferInsert> = {},
): Promise<typeof districts.$inferSelect> {
  const [district] = await db
    .insert(districts)
    .values({ name: `District ${uid()}`, ...overrides })
    .returning();
  return district!;
}

/** An uploaded image, e.g. an institution's banner. */
export async function buildUpload(
  db: Db,
  overrides: Partial<typeof uploads.$inferInsert> = {},
): Promise<typeof uploads.$inferSelect> {
  const [upload] = await db
    .insert(uploads)
    .values({
      fileName: 'b.png',
      contentType: 'image/png',
      inlineUrl: 'https://cdn.test/b.png',
      ...overrides,
    })
    .returning();
  return upload!;
}

/** A real 1×1 PNG (a blue pixel), for image uploads. */
export const pngBytes = (): Buffer =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGPQqjrwHwAEmgJkqYTxHAAAAABJRU5ErkJggg==',
    'base64',
  );

/** An upload whose bytes the platform stores, as a banner upload stores them. */
export const buildStoredUpload = (
  db: Db,
  institutionId: number,
  content: Buffer = pngBytes(),
): Promise<typeof uploads.$inferSelect> =>
  buildUpload(db, { institutionId, content, byteSize: content.byteLength });

/** A paragraph of rich text, as lessons and questions store it. */
export const richText = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/** A lesson of a subject (a published one unless told otherwise), after the subject's others. */
export async function buildActivity(
  db: Db,
  subject: { id: number; institutionId: number },
  overrides: Partial<typeof activities.$inferInsert> = {},
): Promise<typeof activities.$inferSelect> {
  const [row] = await db
    .insert(activities)
    .values({
      institutionId: subject.institutionId,
      subjectId: subject.id,
      title: `Lesson ${uid()}`,
      position: 0,
      status: 'published',
      publishedAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A question of a lesson: multiple choice (one right option, 'b') unless told otherwise; `kind`
 * alone picks a working question of that kind.
 */
export async function buildWorksheetItem(
  db: Db,
  activity: { id: number; institutionId: number },
  overrides: Partial<typeof worksheetItems.$inferInsert> = {},
): Promise<typeof worksheetItems.$inferSelect> {
  const kind = overrides.kind ?? 'multipleChoice';
  const byKind: Record<string, Pick<typeof worksheetItems.$inferInsert, 'settings' | 'modelAnswer'>> = {
    multipleChoice: {
      settings: {
        options: [
          { id: 'a', text: 'Solid' },
          { id: 'b', text: 'Gas' },
        ],
        allowMultiple: false,
      },
      modelAnswer: { correctOptionIds: ['b'] },
    },
    shortAnswer: { settings: {}, modelAnswer: { text: 'Evaporation' } },
    longAnswer: { settings: {}, modelAnswer: null },
    numeric: {
      settings: {},
      modelAnswer: { value: 100, unit: 'degC', tolerance: { kind: 'absolute', amount: 1 } },
    },
    maths: { settings: {}, modelAnswer: { latex: 'F=ma' } },
  };
  const [row] = await db
    .insert(worksheetItems)
    .values({
      institutionId: activity.institutionId,
      activityId: activity.id,
      position: 0,
      kind,
      prompt: richText(`Question ${uid()}`),
      marks: 2,
      ...byKind[kind],
      ...overrides,
    })
    .returning();
  return row!;
}
