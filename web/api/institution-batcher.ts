import { batchGetInstitutions } from '../../common/institutions/endpoints.ts';
import type { Institution, InstitutionBatchGetBody } from '../../common/institutions/schema.ts';
import { ApiError } from './api-error.ts';
import { callEndpoint } from './client.ts';

export interface GetInstitutionOptions {
  includeMyRole?: boolean;
  permissions?: boolean;
}

interface Waiter {
  resolve: (institution: Institution) => void;
  reject: (error: unknown) => void;
}

interface PendingGroup {
  options: Required<GetInstitutionOptions>;
  waiters: Map<number, Waiter[]>;
}

/** The batch-get endpoint takes at most this many ids per call. */
const MAX_BATCH_SIZE = 500;
export const MISSING_INSTITUTION_MESSAGE = 'Institution was missing from batch get response';

export interface InstitutionBatcherDeps {
  fetch?: typeof fetch;
  /** When to send the queued calls; by default once the current task is done. */
  schedule?: (dispatch: () => void) => void;
}

/**
 * Coalesces single institution gets made in the same tick into one batch get
 * (`batchGetInstitutions`) per option set, DataLoader style.
 */
export function createInstitutionBatcher({
  fetch,
  schedule = (fn) => setTimeout(fn, 0),
}: InstitutionBatcherDeps = {}) {
  let queue = new Map<string, PendingGroup>();
  let isScheduled = false;

  async function sendGroup({ options, waiters }: PendingGroup, ids: number[]): Promise<void> {
    const body: InstitutionBatchGetBody = { ids, ...options, ignoreMissing: true };
    try {
      const { getResponses } = await callEndpoint(batchGetInstitutions, { body }, { fetch });
      const found = new Map(getResponses.map(({ institution }) => [institution.id, institution]));
      for (const id of ids) {
        const institution = found.get(id);
        for (const waiter of waiters.get(id) ?? []) {
          if (institution) waiter.resolve(institution);
          else waiter.reject(new ApiError(404, 'not-found', MISSING_INSTITUTION_MESSAGE));
        }
      }
    } catch (error) {
      for (const id of ids) for (const waiter of waiters.get(id) ?? []) waiter.reject(error);
    }
  }

  function dispatch(): void {
    const groups = queue;
    queue = new Map();
    isScheduled = false;
    for (const group of groups.values()) {
      const ids = [...group.waiters.keys()];
      for (let start = 0; start < ids.length; start += MAX_BATCH_SIZE) {
        void sendGroup(group, ids.slice(start, start + MAX_BATCH_SIZE));
      }
    }
  }

  function getInstitution(id: number, requested: GetInstitutionOptions = {}): Promise<Institution> {
    const options = { includeMyRole: !!requested.includeMyRole, permissions: !!requested.permissions };
    const key = JSON.stringify(options);
    let group = queue.get(key);
    if (!group) {
      group = { options, waiters: new Map() };
      queue.set(key, group);
    }
    const waiters = group.waiters.get(id) ?? [];
    group.waiters.set(id, waiters);
    const promise = new Promise<Institution>((resolve, reject) => waiters.push({ resolve, reject }));
    if (!isScheduled) {
      isScheduled = true;
      schedule(dispatch);
    }
    return promise;
  }

  return { getInstitution };
}

const defaultBatcher = createInstitutionBatcher();

/** One institution, fetched together with every other institution asked for in the same tick. */
export const getInstitution = defaultBatcher.getInstitution;
