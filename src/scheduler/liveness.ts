// Whether a background loop (a polling worker, the digest scheduler) is still getting through
// its passes. A pass that has run longer than `stallAfterMs` means it is stuck (a hung call, a
// lost promise): /healthz then fails, so a supervisor or load balancer replaces the instance, and
// people who ask meanwhile are told their scheduled work may be late.
export class Liveness {
  private runningSince: number | undefined;

  constructor(
    readonly name: string,
    private readonly stallAfterMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  begin(): void {
    this.runningSince ??= this.now();
  }

  end(): void {
    this.runningSince = undefined;
  }

  /** How long the current pass has run past the limit, or undefined while it is within it (or idle). */
  stalledForMs(): number | undefined {
    if (this.runningSince === undefined) return undefined;
    const ran = this.now() - this.runningSince;
    return ran > this.stallAfterMs ? ran : undefined;
  }
}
