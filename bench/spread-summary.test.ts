import { describe, expect, it } from 'vitest';
import { range, ratioRange, spreadByKind, type ProcessFigures } from './spread-summary.ts';

const processes: ProcessFigures[] = [
  { kind: 'node:http', reqPerSec: 60_000, cpuUs: 15 },
  { kind: 'app', reqPerSec: 45_000, cpuUs: 20 },
  { kind: 'node:http', reqPerSec: 64_000, cpuUs: 14 },
  { kind: 'app', reqPerSec: 51_000, cpuUs: null },
  { kind: 'node:http', reqPerSec: 62_000, cpuUs: 14.5 },
];

describe('the spread of a kind of server over its processes', () => {
  it('takes the middle value of an odd count and the mean of the two middle ones of an even count', () => {
    expect(range([3, 1, 2])).toEqual({ min: 1, median: 2, max: 3 });
    expect(range([4, 1, 3, 2])).toEqual({ min: 1, median: 2.5, max: 4 });
  });

  it('groups processes by kind, in the order the kinds first appear, and skips unknown CPU times', () => {
    expect(spreadByKind(processes)).toEqual([
      {
        kind: 'node:http',
        processes: 3,
        reqPerSec: { min: 60_000, median: 62_000, max: 64_000 },
        cpuUs: { min: 14, median: 14.5, max: 15 },
      },
      {
        kind: 'app',
        processes: 2,
        reqPerSec: { min: 45_000, median: 48_000, max: 51_000 },
        cpuUs: { min: 20, median: 20, max: 20 },
      },
    ]);
  });

  it("compares each process of a kind with the baseline's median process", () => {
    expect(ratioRange(processes, 'app', 'node:http')).toEqual({ min: 45_000 / 62_000, max: 51_000 / 62_000 });
    expect(ratioRange(processes, 'app', 'bare Fastify')).toBeNull();
  });
});
