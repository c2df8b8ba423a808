import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-config.ts';

describe('Zod on the page', () => {
  it('runs without compiling code, which the Content-Security-Policy forbids', () => {
    expect(z.config().jitless).toBe(true);
  });
});
