import type { AccountSetupBody } from '../../../common/auth/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { setUpAccount } from './account-setup.service.ts';
import type { AuthDeps } from './auth.types.ts';
import { createMailedLinksService, MAILED_LINK_QUEUE } from './mailed-links.service.ts';

/** Setting an account up, and getting back into it by mail; built once by the composition root. */
export function createAccountService(deps: AuthDeps) {
  return {
    ...createMailedLinksService(deps),
    setUpAccount: (actor: Actor, body: AccountSetupBody) => setUpAccount(deps, actor, body),
  };
}
export type AccountService = ReturnType<typeof createAccountService>;

/** Registers the job that mails a sign-in or password-reset link, if the address has an account. */
export function registerAccountJobs(jobs: Pick<JobQueue, 'register'>, account: AccountService): void {
  jobs.register(MAILED_LINK_QUEUE, {
    handler: async (payload) => {
      const purpose = payload.purpose === 'password-reset' ? 'password-reset' : 'sign-in';
      await account.send(purpose, String(payload.email));
    },
  });
}
