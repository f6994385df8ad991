// Local mode starts the embedded sandbox on a new port each time, so a connection saved through
// `/adops connect` against it (http://127.0.0.1:<port>/api/v1) would point at a port nobody
// answers — and be refused as "no longer allowed by the operator", since the operator's own origin
// is now the new port. At start, such a connection follows the sandbox: one on the sandbox's host
// and path whose port is neither the sandbox's now nor an origin the operator allowed is moved to
// the sandbox's address (its key, name and bindings stay). Only local mode with the embedded
// sandbox does this; a deployment's ADOPS_API_URL never moves.
import type { Logger } from '../logger.js';
import type { Store } from '../store/index.js';

const trimmed = (path: string) => path.replace(/\/+$/, '');

export async function followEmbeddedSandbox(store: Store, sandboxUrl: string, allowedOrigins: readonly string[], logger: Logger): Promise<number> {
  const now = new URL(sandboxUrl);
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  const { connections } = await store.connections.all();
  let moved = 0;
  for (const c of connections) {
    let was: URL;
    try {
      was = new URL(c.baseUrl);
    } catch {
      continue;
    }
    if (was.protocol !== now.protocol || was.hostname !== now.hostname || trimmed(was.pathname) !== trimmed(now.pathname)) continue;
    if (was.origin === now.origin || allowed.has(was.origin)) continue;
    await store.connections.moveBaseUrl(c.teamId, c.id, sandboxUrl);
    moved += 1;
  }
  if (moved) logger.info({ moved, sandbox: now.origin }, 'connections to an earlier run of the embedded sandbox now use its new port');
  return moved;
}
