import { httpLoad, statementsPerCall, type Scenario, type Settings } from '../harness.ts';
import type { Base } from '../seed.ts';

/**
 * The call every page makes to show the teacher's schools: 20 institutions with the teacher's
 * role, at least 0.3x the floor route; as many statements for 1 id as for 20.
 */
export function batchGet(base: Base, settings: Settings): Scenario {
  const { institutionIds, headers } = base.teacher;
  const path = '/v3/institutions/batch/get';
  const body = (ids: number[]) => ({ ids, includeMyRole: true });
  return {
    loads: [
      httpLoad({
        key: 'batch',
        label: 'batch get, 20 institutions',
        baseline: { key: 'floor', min: 0.3 },
        method: 'POST',
        paths: [path],
        headers,
        body: body(institutionIds),
        connections: settings.connections,
      }),
    ],
    statements: async (origin, counted) => {
      const post = (ids: number[]) => () =>
        fetch(origin + path, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body(ids)),
        });
      const one = await statementsPerCall(counted, post(institutionIds.slice(0, 1)));
      const twenty = await statementsPerCall(counted, post(institutionIds));
      return [
        {
          label: 'SQL statements per batch get, 1 and 20 ids',
          figure: `${one} and ${twenty}`,
          required: 'equal',
          pass: one === twenty,
        },
      ];
    },
  };
}
