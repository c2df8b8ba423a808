import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from './constants.ts';

export const zPrincipal = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'is-invalid');

/** A person as the API shows them to themselves or to staff allowed to see them. */
export const zPerson = z.object({
  principal: zPrincipal,
  email: z.string(),
  fullName: z.string(),
  isInternalAdmin: z.boolean(),
  isUserStaffAnywhere: z.boolean(),
});
export type Person = z.infer<typeof zPerson>;

/** Admin user (spec 3): what a teacher sees of an institution admin, to ask them. */
export const zAdminUser = z.object({ principal: zPrincipal, email: z.string(), fullName: z.string() });
export type AdminUser = z.infer<typeof zAdminUser>;

export const zLanguage = z.enum(SUPPORTED_LANGUAGES);
