import type { Db } from '../../db/client.ts';
import type { institutionRoles, people } from '../../db/schema/index.ts';

export type { Db };
export type RoleRow = typeof institutionRoles.$inferSelect;
export type PersonRow = typeof people.$inferSelect;
export interface RoleKeyValue {
  institutionId: number;
  principal: string;
}
