// Start-up failures as the plain sentences an operator reads (never a stack trace). Shared by
// `npm start` (src/main.ts) and the app thread, which reports its own to the front thread.
// Light on purpose: the front thread loads it, and none of the app.
import { ConfigError } from '../config.js';
import { AdopsError, ErrorCode } from '../errors.js';

/** A start-up step failed for a reason the operator can fix (token, store, Slack unreachable). */
export class StartupError extends AdopsError {
  readonly code = ErrorCode.Startup;
}

/** A failure already put in words elsewhere (the app thread's, relayed by the front thread). */
export class StartupFailure extends AdopsError {
  readonly code = ErrorCode.StartupRelayed;
}

export function startupFailureText(err: unknown): string {
  if (err instanceof StartupFailure) return err.message;
  if (err instanceof ConfigError) return `adops-bot cannot start:\n${err.problems.map((p) => `  - ${p}`).join('\n')}`;
  if (err instanceof StartupError) return `adops-bot cannot start: ${err.message}`;
  const e = err as { code?: string; message?: string };
  if (e.code === 'EADDRINUSE') return `adops-bot cannot start: port ${process.env.PORT ?? 3000} is in use; set PORT to a free port.`;
  return `adops-bot stopped: ${e.message ?? String(err)}`;
}
