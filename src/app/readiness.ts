// Can this instance do its job now? What GET /readyz answers (./observe-routes.ts): the store
// answers, the reporting API accepts the env's key (checked at most once a minute, never once per
// probe), the API keys stored for workspaces open with the configured ADOPS_ENCRYPTION_KEY, the
// Socket Mode connection is up, and the instance is not stopping. Each problem is one plain
// sentence. An API that cannot be reached is reported as degraded, not as not ready: taking every
// instance out of the load balancer would not bring it back, and acks, help and the store still work.
import { ApiError, NetworkError, type ApiClient } from '../api/index.js';
import { sealContext, type SecretBox, type Store } from '../store/index.js';

export interface ReadinessOptions {
  store(): Store;
  /** The env's account (ADOPS_API_KEY); none in the OAuth mode without one. */
  envApi?(): ApiClient;
  /** Opens stored connection keys; unset when ADOPS_ENCRYPTION_KEY is. */
  box?: SecretBox;
  /** Socket Mode: the WebSocket to Slack is up. */
  slackConnected?(): boolean;
  /** False before start and once stopping. */
  serving(): boolean;
  now(): number;
  /** How long an API key check is trusted (default 60 s). */
  apiCheckEveryMs?: number;
  /** The longest a probe waits for the store (default 2 s). */
  storeTimeoutMs?: number;
}

export interface ReadinessReport {
  ready: boolean;
  /** Why it is not ready, one sentence each. */
  problems: string[];
  /** What does not work now but leaves it ready (the API unreachable). */
  degraded: string[];
}

/**
 * Socket Mode's connection state, followed from its client's events (@slack/socket-mode's
 * SocketModeClient: `connected`, `disconnected`, `reconnecting`), for ReadinessOptions.slackConnected.
 */
export function followSocketConnection(client: { on(event: string, listener: () => void): unknown }): () => boolean {
  let up = false;
  client.on('connected', () => (up = true));
  for (const down of ['disconnected', 'reconnecting']) client.on(down, () => (up = false));
  return () => up;
}

function within<T>(ms: number, what: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)));
  return Promise.race([what, late]).finally(() => clearTimeout(timer));
}

type KeyVerdict = { problem?: string; degraded?: string };

export class Readiness {
  private apiVerdict: { at: number; verdict: Promise<KeyVerdict> } | undefined;

  constructor(private readonly o: ReadinessOptions) {}

  async check(): Promise<ReadinessReport> {
    if (!this.o.serving()) return { ready: false, problems: ['this instance is starting or stopping'], degraded: [] };
    const [store, keys, api] = await Promise.all([this.storeProblem(), this.storedKeysProblem(), this.apiKey()]);
    const problems = [store, keys, api.problem].filter((p): p is string => p !== undefined);
    if (this.o.slackConnected && !this.o.slackConnected()) problems.push('the Socket Mode connection to Slack is down (it reconnects by itself)');
    return { ready: problems.length === 0, problems, degraded: api.degraded ? [api.degraded] : [] };
  }

  private async storeProblem(): Promise<string | undefined> {
    try {
      await within(this.o.storeTimeoutMs ?? 2_000, this.o.store().health.ping());
      return undefined;
    } catch (err) {
      return `the store does not answer (${(err as Error).message}); check the database (DATABASE_URL) or DATA_DIR`;
    }
  }

  /** One stored key, the latest saved, must open: a wrong ADOPS_ENCRYPTION_KEY fails every workspace's answers. */
  private async storedKeysProblem(): Promise<string | undefined> {
    let sealed: Awaited<ReturnType<Store['health']['oneSealedKey']>>;
    try {
      sealed = await within(this.o.storeTimeoutMs ?? 2_000, this.o.store().health.oneSealedKey());
    } catch {
      return undefined; // the store's own problem is reported once, above
    }
    if (!sealed) return undefined;
    if (!this.o.box) return 'API keys are stored for workspaces but ADOPS_ENCRYPTION_KEY is not set, so they cannot be opened; set it';
    try {
      this.o.box.open(sealed.keySealed, sealContext(sealed.teamId, sealed.name));
      return undefined;
    } catch {
      return 'the stored API keys do not open with ADOPS_ENCRYPTION_KEY; set the key they were sealed with (or, while rotating, put the old one in ADOPS_ENCRYPTION_KEY_PREVIOUS)';
    }
  }

  /** The env key's last verdict; asked again once it is older than apiCheckEveryMs. */
  private apiKey(): Promise<KeyVerdict> {
    const api = this.o.envApi;
    if (!api) return Promise.resolve({});
    const now = this.o.now();
    if (!this.apiVerdict || now - this.apiVerdict.at >= (this.o.apiCheckEveryMs ?? 60_000)) {
      this.apiVerdict = { at: now, verdict: this.askApi(api()) };
    }
    return this.apiVerdict.verdict;
  }

  private async askApi(api: ApiClient): Promise<KeyVerdict> {
    try {
      await api.auth.status();
      return {};
    } catch (err) {
      if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
        return { problem: `the reporting API refused ADOPS_API_KEY (${err.status}); set a valid key` };
      }
      const what = err instanceof NetworkError ? err.reason : (err as Error).message;
      return { degraded: `the reporting API could not be reached (${what}); commands say so until it is back` };
    }
  }
}
