import { describe, expect, it } from 'vitest';
import { checkFile } from './check-structure.ts';

describe('structure check', () => {
  it('asks server features to register endpoints with serve()', () => {
    const source = "app.get('/v3/x', handler);";
    expect(checkFile('server/features/x/x.routes.ts', source)[0]).toMatch(/serve\(\)/);
    expect(checkFile('server/features/x/x.api.test.ts', source)).toEqual([]);
  });

  it('keeps API paths out of the web client', () => {
    expect(checkFile('web/features/x/x.queries.ts', "fetch('/v3/subjects')")[0]).toMatch(/declared endpoint/);
    expect(checkFile('web/features/x/x.queries.ts', 'callEndpoint(listSubjects)')).toEqual([]);
  });

  it('keeps test fixtures out of running code', () => {
    const source = "import { buildMember } from './x.fixtures.ts';";
    expect(checkFile('server/features/x/x.service.ts', source)).toHaveLength(1);
    expect(checkFile('server/features/x/x.api.test.ts', source)).toEqual([]);
  });

  it('flags files that grow too long', () => {
    expect(checkFile('web/ui/big.tsx', 'x\n'.repeat(500))[0]).toMatch(/lines/);
  });
});
