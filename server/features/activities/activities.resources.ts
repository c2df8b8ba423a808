import type { FastifyInstance } from 'fastify';
import { registerResourceAccess } from '../../platform/http/resource-access.ts';
import { ACTIVITY_ACTIONS, type ActivityAction } from './activities.policy.ts';
import type { ActivityAccess } from './activity-access.service.ts';
import type { ActivityRecord, ResponseRecord, WorksheetItemRecord } from './activities.types.ts';

declare module '../../platform/http/resource-access.ts' {
  interface ResourceRecords {
    activity: ActivityRecord;
    worksheetItem: WorksheetItemRecord;
    response: ResponseRecord;
  }
}

export const RESPONSE_ACTIONS = ['read', 'mark'] as const;

/** Lessons, questions and answers as resources an endpoint declares (`checks`), each through its one access path. */
export function registerActivityResources(app: FastifyInstance, access: ActivityAccess): void {
  registerResourceAccess(app, 'activity', {
    actions: ACTIVITY_ACTIONS,
    authorize: (actor, id, check) =>
      access.authorizeActivity(actor, id, check.action as ActivityAction, {
        includeDeleted: check.includeDeleted === true,
      }),
  });
  registerResourceAccess(app, 'worksheetItem', {
    actions: ACTIVITY_ACTIONS,
    authorize: (actor, id, check) => access.authorizeItem(actor, id, check.action as ActivityAction),
  });
  registerResourceAccess(app, 'response', {
    actions: RESPONSE_ACTIONS,
    authorize: (actor, id, check) =>
      access.authorizeResponse(actor, id, check.action as (typeof RESPONSE_ACTIONS)[number]),
  });
}
