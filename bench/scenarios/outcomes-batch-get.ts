import { httpLoad, statementsPerCall, type Load, type Scenario, type Settings } from '../harness.ts';
import type { Base } from '../seed.ts';

/** The curriculum whose outcomes are asked for: one the app loads at start-up. */
const CURRICULUM = 'AU_V9';
const PATH = '/v3/learningOutcome/batchGet';

/**
 * The call that resolves a lesson's outcome tags: a batch get of 50 outcomes by uuid, at least
 * 0.5x the floor route; as many statements for 1 uuid as for 50. The uuids are read from the app
 * (`GET /v3/learningOutcome`) once it runs, since the curricula are loaded when it starts.
 */
export function outcomesBatchGet(base: Base, settings: Settings): Scenario {
  const { headers } = base.teacher;
  const uuidsFrom = async (origin: string, count: number): Promise<string[]> => {
    const response = await fetch(`${origin}/v3/learningOutcome?curriculumCode=${CURRICULUM}&limit=${count}`, {
      headers,
    });
    if (response.status !== 200) throw new Error(`listing outcomes answered ${response.status}`);
    const { learningOutcomes } = (await response.json()) as { learningOutcomes: { uuid: string }[] };
    if (learningOutcomes.length < count)
      throw new Error(`${CURRICULUM} has ${learningOutcomes.length} outcomes`);
    return learningOutcomes.map((outcome) => outcome.uuid);
  };
  let load: Load | null = null;
  const loadFor = async (origin: string): Promise<Load> => {
    load ??= httpLoad({
      key: 'outcomes',
      label: 'outcome batch get, 50 uuids',
      baseline: { key: 'floor', min: 0.5 },
      method: 'POST',
      paths: [PATH],
      headers,
      body: { uuids: await uuidsFrom(origin, 50) },
      connections: settings.connections,
    });
    return load;
  };
  return {
    loads: [
      {
        key: 'outcomes',
        label: 'outcome batch get, 50 uuids',
        baseline: { key: 'floor', min: 0.5 },
        precheck: async (origin) => (await loadFor(origin)).precheck?.(origin),
        run: async (origin, seconds) => (await loadFor(origin)).run(origin, seconds),
      },
    ],
    statements: async (origin, counted) => {
      const uuids = await uuidsFrom(origin, 50);
      const post = (ids: string[]) => () =>
        fetch(origin + PATH, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ uuids: ids }),
        });
      const one = await statementsPerCall(counted, post(uuids.slice(0, 1)));
      const fifty = await statementsPerCall(counted, post(uuids));
      return [
        {
          label: 'SQL statements per outcome batch get, 1 and 50 uuids',
          figure: `${one} and ${fifty}`,
          required: 'equal',
          pass: one === fifty,
        },
      ];
    },
  };
}
