// The last resort of a process: an error nobody caught is logged with what it was, and the process
// goes on — durable work it belonged to is leased and retried elsewhere. Only an exception whose
// cause we cannot place (not a network or store failure) leaves the state unknown: then the
// process ends (`onFatal`) and the supervisor starts a fresh one; leases make that lossless.
import type { Logger } from '../logger.js';
import { classifyFailure } from '../api/retry.js';

/** The same error again within this long is counted, not logged again. */
const REPEAT_WINDOW_MS = 60_000;

export function installLastResort(logger: Logger, onFatal: (err: unknown) => void): void {
  const seen = new Map<string, { at: number; repeats: number }>();
  const once = (kind: string, err: unknown, msg: string): void => {
    const key = `${kind}|${err instanceof Error ? err.message : String(err)}`;
    const now = Date.now();
    const last = seen.get(key);
    if (last && now - last.at < REPEAT_WINDOW_MS) {
      last.repeats++;
      return;
    }
    if (seen.size > 200) seen.clear();
    seen.set(key, { at: now, repeats: 0 });
    logger.error({ err, repeatsBefore: last?.repeats ?? 0 }, msg);
  };
  process.on('unhandledRejection', (reason) => {
    once('rejection', reason, 'unhandled rejection: the work it belonged to failed (durable work is retried); carrying on');
  });
  process.on('uncaughtException', (err, origin) => {
    if (classifyFailure(err).transient) {
      once('exception', err, `uncaught ${origin} from a network or store failure; carrying on`);
      return;
    }
    logger.fatal({ err, origin }, 'uncaught exception: the state is unknown; exiting so that a fresh process takes over');
    onFatal(err);
  });
}
