// Group commit (src/store/batched.ts): callers that arrive while a statement is in flight go
// together in the next one, each gets its own result, and a failed statement fails only its own.
import { describe, expect, it } from 'vitest';
import { batched } from '../../src/store/batched.js';

describe('batched', () => {
  it('sends a lone call at once and the calls queued behind it as one batch', async () => {
    const batches: number[][] = [];
    const double = batched<number, number>(async (items) => {
      batches.push([...items]);
      return items.map((i) => i * 2);
    });
    const out = await Promise.all([1, 2, 3, 4, 5].map(double));
    expect(out).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([[1], [2, 3, 4, 5]]);
    expect(await double(7)).toBe(14);
  });

  it('bounds a batch, and a failed batch fails its own callers only', async () => {
    const batches: number[][] = [];
    const check = batched<number, number>(async (items) => {
      batches.push([...items]);
      if (items.includes(3)) throw new Error('statement failed');
      return [...items];
    }, 2);
    const out = await Promise.allSettled([1, 2, 3, 4, 5].map(check));
    expect(batches).toEqual([[1], [2, 3], [4, 5]]);
    expect(out.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled', 'fulfilled']);
  });
});
