// Deterministic randomness for the generators: the same seed always gives the same data.

/** mulberry32: small, fast, good enough for synthetic data. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A stable number in [0, 1) for any list of keys: no state, so any cell can be recomputed alone. */
export function hash01(...keys: (string | number)[]): number {
  let h = 2166136261;
  for (const k of keys) {
    const s = String(k);
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
    h = Math.imul(h ^ 0x9e3779b9, 16777619);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return (h >>> 0) / 4_294_967_296;
}

/** Roughly normal noise from a uniform source: mean 0, sd = sqrt(4/12) ≈ 0.577 (scale it yourself). */
export function gaussian(next: () => number): number {
  return next() + next() + next() + next() - 2;
}
