import { zPrincipalParams } from '../../../common/institutions/schema.ts';
import { zAutoArchivedNotice } from '../../../common/subjects/contracts.ts';
import type { App } from '../../platform/http/app.types.ts';
import { requireActor } from '../../platform/auth/actor.ts';
import { createAutoArchivedNoticeService } from './auto-archived-notice.service.ts';
import type { SubjectsServiceDeps } from './subjects.service.ts';

const tags = ['subjects'];

/** The 'instructor subject was auto-archived' notice (spec 4) of a person (`me`). */
export function registerAutoArchivedNoticeRoutes(app: App, deps: SubjectsServiceDeps) {
  const notices = createAutoArchivedNoticeService(deps);
  const schema = (summary: string) => ({
    tags,
    summary,
    params: zPrincipalParams,
    response: { 200: zAutoArchivedNotice },
  });

  app.get(
    '/v3/users/:principal/autoArchivedNotice',
    { schema: schema('The auto-archived notice: its flag, the opt-out and whether it shows') },
    async (request) => notices.getNotice(requireActor(request), request.params.principal),
  );
  app.post(
    '/v3/users/:principal/autoArchivedNotice/actions/close',
    { schema: schema('Close the notice: clears the flag') },
    async (request) => notices.clearNotice(requireActor(request), request.params.principal),
  );
  app.post(
    '/v3/users/:principal/autoArchivedNotice/actions/hideForever',
    { schema: schema("'Hide forever': opts out of the notice and clears the flag") },
    async (request) => notices.hideNoticeForever(requireActor(request), request.params.principal),
  );
  app.post(
    '/v3/users/:principal/autoArchivedNotice/actions/clear',
    { schema: schema('Visiting the archive page: clears the flag') },
    async (request) => notices.clearNotice(requireActor(request), request.params.principal),
  );
}
