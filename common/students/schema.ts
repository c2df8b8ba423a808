import { z } from 'zod';
import { zPrincipal } from '../people/schema.ts';

/**
 * The school's students as its admins see them on the Students page (spec 1, 3: licences,
 * subscriptions, students): each with the subjects they are in and where they stand for a licence.
 */

/**
 * - licensed: holds one of the current term's licences (seats go to students in the order they
 *   joined the school);
 * - unlicensed: no licence: invited but not yet joined, or joined once every licence was taken;
 * - released: an admin released their licence; they keep their account and membership.
 */
export const LICENCE_STANDINGS = ['licensed', 'unlicensed', 'released'] as const;
export type LicenceStanding = (typeof LICENCE_STANDINGS)[number];

export const STUDENTS_PAGE_SIZE_MAX = 500;
export const STUDENTS_SEARCH_MAX = 100;

export const zStudentsQuery = z.object({
  /** Part of the name or e-mail address, any case; empty: everyone. */
  q: z.string().trim().max(STUDENTS_SEARCH_MAX, 'above-max-length').optional().default(''),
  standing: z.enum(LICENCE_STANDINGS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(STUDENTS_PAGE_SIZE_MAX).optional().default(50),
});
export type StudentsQuery = z.input<typeof zStudentsQuery>;

export const zSchoolStudent = z.object({
  principal: zPrincipal,
  fullName: z.string(),
  /** Null when the viewer's policy does not let them see it. */
  email: z.string().nullable(),
  /** Invited to the school but not yet joined. */
  isPending: z.boolean(),
  /** The school's subjects (not deleted) they are a student in. */
  subjects: z.array(z.object({ id: z.number().int(), name: z.string() })),
  licence: z.object({
    standing: z.enum(LICENCE_STANDINGS),
    /** When they joined the school (their licence runs from then when they hold one). */
    joinedOn: z.string().nullable(),
    releasedOn: z.string().nullable(),
  }),
});
export type SchoolStudent = z.infer<typeof zSchoolStudent>;

export const zStudentsResponse = z.object({
  students: z.array(zSchoolStudent),
  /** Students matching the search and filter, over every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /**
   * The school's licences, as Billing counts them: `used` is its joined students whose licence
   * was not released; `available` the current term's licences (null: no subscription recorded).
   */
  licences: z.object({ used: z.number().int(), available: z.number().int().nullable() }),
});
export type StudentsResponse = z.infer<typeof zStudentsResponse>;
