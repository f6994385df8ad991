// Every Slack Web API call counted where they all pass: the `fetch` each WebClient is given
// (Bolt's interactive clients through clientOptions, the background poster's client), a public
// option of @slack/web-api. One place, whatever code path made the call.
import type { webApi } from '@slack/bolt';
import type { Metrics } from '../metrics.js';

/** The method of a Web API URL (https://slack.com/api/chat.postMessage); a file's bytes go elsewhere: "file_upload". */
function methodOf(url: string | URL): string {
  const path = new URL(String(url)).pathname;
  const at = path.indexOf('/api/');
  return at >= 0 ? path.slice(at + 5) : 'file_upload';
}

/** "ok", Slack's error code, "rate_limited", "http_<status>": read from a copy, the client reads the original. */
async function outcomeOf(res: Response): Promise<string> {
  if (res.status === 429) return 'rate_limited';
  if (res.status !== 200) return `http_${res.status}`;
  if (!res.headers.get('content-type')?.includes('json')) return 'ok';
  const body = (await res.clone().json().catch(() => undefined)) as { ok?: boolean; error?: string } | undefined;
  return body?.ok === false ? (body.error ?? 'error') : 'ok';
}

/** A fetch for WebClientOptions.fetch that counts each call's outcome, latency, 429 and Retry-After. */
export function measuredFetch(metrics: Metrics, fetchFn: typeof fetch = fetch): webApi.FetchFunction {
  return async (url, init) => {
    const method = methodOf(url);
    const started = performance.now();
    let res: Response;
    try {
      res = await fetchFn(url, init as RequestInit);
    } catch (err) {
      metrics.slackCalls.inc({ method, outcome: 'network' });
      throw err;
    }
    metrics.slackSeconds.observe({ method }, (performance.now() - started) / 1000);
    metrics.slackCalls.inc({ method, outcome: await outcomeOf(res) });
    if (res.status === 429) {
      metrics.rateLimited.inc({ service: 'slack' });
      const seconds = Number(res.headers.get('retry-after'));
      if (Number.isFinite(seconds) && seconds >= 0) metrics.retryAfter.inc({ service: 'slack' }, seconds);
    }
    return res as unknown as Awaited<ReturnType<webApi.FetchFunction>>;
  };
}
