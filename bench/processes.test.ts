import { describe, expect, it } from 'vitest';
import { productionNodeFlags } from './processes.ts';

describe('productionNodeFlags', () => {
  it('reads the Node flags of npm start from package.json, without the tsx loader spawnTs adds', () => {
    expect(productionNodeFlags()).toEqual(['--no-allocation-site-pretenuring']);
  });

  it('keeps every flag of a start script in order', () => {
    const script =
      'npm run build:web && node --max-old-space-size=512 --import tsx --trace-warnings server/main.ts';
    expect(productionNodeFlags(script)).toEqual(['--max-old-space-size=512', '--trace-warnings']);
    expect(productionNodeFlags('node server/main.ts')).toEqual([]);
  });

  it('fails clearly when the start script does not run the server with node', () => {
    expect(() => productionNodeFlags('tsx server/other.ts')).toThrow(/does not run server\/main\.ts/);
  });
});
