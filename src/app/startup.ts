// Start-up failures as the plain sentences an operator reads (never a stack trace), for `npm start`
// (src/main.ts). Light on purpose: main.ts loads it to report a failed start, when the rest of
// the app may be what failed to load.
import { ConfigError } from '../config.js';
import { AdopsError, ErrorCode } from '../errors.js';

/** A start-up step failed for a reason the operator can fix (token, store, Slack unreachable). */
export class StartupError extends AdopsError {
  readonly code = ErrorCode.Startup;
}

export function startupFailureText(err: unknown): string {
  if (err instanceof ConfigError) return `adops-bot cannot start:\n${err.problems.map((p) => `  - ${p}`).join('\n')}`;
  if (err instanceof StartupError) return `adops-bot cannot start: ${err.message}`;
  const e = err as { code?: string; message?: string };
  if (e.code === 'EADDRINUSE') return `adops-bot cannot start: port ${process.env.PORT ?? 3000} is in use; set PORT to a free port.`;
  return `adops-bot stopped: ${e.message ?? String(err)}`;
}
