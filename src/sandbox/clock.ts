// The sandbox's notion of "now": the real clock, or one set to SANDBOX_NOW — standing still
// (tests: every answer is the same) or running on from there (local mode, where the bot's waits
// must pass) — and movable by tests (to expire a signed link, to pass a day) without sleeping.
export class SandboxClock {
  private fixed: number | undefined;
  private offsetMs = 0;
  /** Set when the clock runs on from `fixed`. */
  private readonly startedAt: number | undefined;

  constructor(now?: string | number, runs = false) {
    if (now === undefined || now === '') return;
    const ms = typeof now === 'number' ? now : Date.parse(now);
    if (Number.isNaN(ms)) throw new Error(`SANDBOX_NOW must be an ISO 8601 time such as 2026-11-22T09:00:00Z (got "${now}")`);
    this.fixed = ms;
    if (runs) this.startedAt = Date.now();
  }

  now(): number {
    const ran = this.startedAt === undefined ? 0 : Date.now() - this.startedAt;
    return (this.fixed ?? Date.now()) + ran + this.offsetMs;
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  set(ms: number): void {
    this.fixed = ms - (this.startedAt === undefined ? 0 : Date.now() - this.startedAt);
    this.offsetMs = 0;
  }
}
