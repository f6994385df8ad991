// What one process keeps per workspace (its poster, its Slack pacing, its block support) and per
// API connection (its client), kept while it is in use and let go after a while without use.
// A worker of a deployment with 10,000 workspaces meets most of them once or twice a day: held
// for the process's life, these small objects came to a fifth of the live heap after one
// fan-out, and the heap cap made V8 collect that much more often (issue 36). Each is cheap to
// make again; `canDrop` keeps one that still holds something that matters (a pause not yet over).
//
// Entries are kept in the order of their last use, so only the least recently used are looked at:
// O(1) per use, never a scan of the whole map.

export interface RecentOptions<V> {
  /** How long an entry is kept after its last use. */
  idleMs: number;
  now?: () => number;
  /** False while the entry still holds state that must not be lost; it is then kept for another `idleMs`. */
  canDrop?: (value: V, now: number) => boolean;
  /** Runs for each entry let go (e.g. to close it). */
  onDrop?: (value: V) => void;
}

/** The time per-workspace objects are kept after their last use. */
export const WORKSPACE_IDLE_MS = 60_000;

export class Recent<K, V> {
  private readonly entries = new Map<K, { value: V; usedAt: number }>();
  private readonly now: () => number;

  constructor(private readonly o: RecentOptions<V>) {
    this.now = o.now ?? Date.now;
  }

  /** The entry of `key`, marked as just used; undefined when there is none. */
  use(key: K): V | undefined {
    const held = this.entries.get(key);
    if (!held) return undefined;
    this.touch(key, held, this.now());
    return held.value;
  }

  /** The entry of `key`, made by `make` when there is none. */
  get(key: K, make: () => V): V {
    const held = this.use(key);
    if (held !== undefined) return held;
    const value = make();
    this.keep(key, value);
    return value;
  }

  /** Keeps `value` for `key` (replacing any entry), and lets go of entries idle for `idleMs`. */
  keep(key: K, value: V): void {
    const now = this.now();
    this.dropIdle(now);
    this.touch(key, { value, usedAt: now }, now);
  }

  delete(key: K): V | undefined {
    const held = this.entries.get(key);
    this.entries.delete(key);
    return held?.value;
  }

  values(): V[] {
    return [...this.entries.values()].map((e) => e.value);
  }

  get size(): number {
    return this.entries.size;
  }

  private touch(key: K, entry: { value: V; usedAt: number }, now: number): void {
    entry.usedAt = now;
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private dropIdle(now: number): void {
    for (const [key, entry] of this.entries) {
      // The oldest use first: the first entry used within the window ends the look.
      if (now - entry.usedAt < this.o.idleMs) return;
      if (this.o.canDrop && !this.o.canDrop(entry.value, now)) {
        this.touch(key, entry, now);
        continue;
      }
      this.entries.delete(key);
      this.o.onDrop?.(entry.value);
    }
  }
}
