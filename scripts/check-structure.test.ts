import { describe, expect, it } from 'vitest';
import { checkFile } from './check-structure.ts';

describe('structure check', () => {
  it('lets repositories import the database', () => {
    expect(
      checkFile('server/features/subjects/subjects.repo.ts', "import { eq } from 'drizzle-orm';"),
    ).toEqual([]);
  });

  it('rejects a service that imports the database', () => {
    expect(
      checkFile('server/features/subjects/subjects.service.ts', "import { eq } from 'drizzle-orm';"),
    ).toEqual(['server/features/subjects/subjects.service.ts: only *.repo.ts may import the database']);
  });

  it('keeps common free of I/O and of server or web imports', () => {
    expect(checkFile('common/roles/rules.ts', "import fs from 'node:fs';")).toHaveLength(1);
    expect(checkFile('common/roles/rules.ts', "import x from '../../server/app.ts';")).toHaveLength(1);
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
