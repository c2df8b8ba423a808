import { describe, expect, it } from 'vitest';
import type { Db } from './subjects.types.ts';
import { createCopierRegistry, subjectCopiers } from './subject-copiers.service.ts';

const tx = {} as Db;

describe('subject copier registry', () => {
  it("starts with the subject's own settings", () => {
    expect(subjectCopiers.names()[0]).toBe('settings');
  });

  it('runs every part in registration order with the same transaction and ids', async () => {
    const registry = createCopierRegistry();
    const calls: string[] = [];
    registry.register(
      'lessons',
      async (t, ids) => void calls.push(`lessons ${t === tx} ${ids.sourceId}->${ids.copyId}`),
    );
    registry.register('questions', async () => void calls.push('questions'));
    await registry.copyAll(tx, { sourceId: 1, copyId: 2 });
    expect(calls).toEqual(['lessons true 1->2', 'questions']);
  });

  it('stops at the first part that fails and passes the failure on', async () => {
    const registry = createCopierRegistry();
    const calls: string[] = [];
    registry.register('a', async () => {
      throw new Error('part a failed');
    });
    registry.register('b', async () => void calls.push('b'));
    await expect(registry.copyAll(tx, { sourceId: 1, copyId: 2 })).rejects.toThrow('part a failed');
    expect(calls).toEqual([]);
  });

  it('refuses a second part with the same name, and can remove a part', () => {
    const registry = createCopierRegistry();
    const remove = registry.register('tags', async () => {});
    expect(() => registry.register('tags', async () => {})).toThrow(/already registered/);
    remove();
    expect(registry.names()).toEqual([]);
    registry.register('tags', async () => {});
    expect(registry.names()).toEqual(['tags']);
  });
});
