import type { institutions } from '../../db/schema/index.ts';

export type InstitutionRow = typeof institutions.$inferSelect;
export type NewInstitutionRow = typeof institutions.$inferInsert;
