// The sandbox's notion of "now": fixed (SANDBOX_NOW, tests) or the real clock, and movable
// by tests (to expire a signed link, to pass a day) without sleeping.
export class SandboxClock {
  private fixed: number | undefined;
  private offsetMs = 0;

  constructor(now?: string | number) {
    if (now === undefined || now === '') return;
    const ms = typeof now === 'number' ? now : Date.parse(now);
    if (Number.isNaN(ms)) throw new Error(`SANDBOX_NOW must be an ISO 8601 time such as 2026-11-22T09:00:00Z (got "${now}")`);
    this.fixed = ms;
  }

  now(): number {
    return (this.fixed ?? Date.now()) + this.offsetMs;
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  set(ms: number): void {
    this.fixed = ms;
    this.offsetMs = 0;
  }
}
