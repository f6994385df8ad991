// Load generator of bench/bot.ts, in its own process so that its clock is never held up by the
// stand-in or the sandbox (which share the bench's main process): open loop at a fixed rate, signed
// /adops requests, latency = request sent → HTTP ack received. Bounded in requests and in flight.
import { Pool } from 'undici';
import { signedHeaders } from '../src/slack-standin/signing.js';

export interface LoadJob {
  origin: string;
  secret: string;
  rate: number;
  seconds: number;
  text: string;
  teamId: string;
  userId: string;
  /** One response_url per request, registered with the stand-in by the main thread. */
  responseUrls: string[];
  maxInFlight: number;
}

export interface LoadResult {
  lat: number[];
  /** When each request was sent (epoch ms, sub-millisecond), by its response_url's index; null when skipped. */
  sentAt: (number | null)[];
  errors: number;
  skipped: number;
}

async function run(job: LoadJob): Promise<LoadResult> {
  const pool = new Pool(job.origin, { connections: 64, keepAliveTimeout: 30_000 });
  const lat: number[] = [];
  const sentAt: (number | null)[] = job.responseUrls.map(() => null);
  let errors = 0;
  let skipped = 0;
  let inFlight = 0;
  const total = Math.min(job.rate * job.seconds, job.responseUrls.length);
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const wait = start + (i * 1000) / job.rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (inFlight >= job.maxInFlight) {
      skipped += 1;
      continue;
    }
    const body = new URLSearchParams({
      team_id: job.teamId, channel_id: 'C0BENCH01', user_id: job.userId, command: '/adops', text: job.text, response_url: job.responseUrls[i]!, trigger_id: 't', api_app_id: 'A0ADOPS',
    }).toString();
    inFlight += 1;
    const t0 = performance.now();
    sentAt[i] = performance.timeOrigin + t0;
    pending.push(
      pool
        .request({ method: 'POST', path: '/slack/events', headers: { 'content-type': 'application/x-www-form-urlencoded', ...signedHeaders(job.secret, body) }, body })
        .then(async (res) => {
          await res.body.dump();
          if (res.statusCode === 200) lat.push(performance.now() - t0);
          else errors += 1;
        })
        .catch(() => {
          errors += 1;
        })
        .finally(() => {
          inFlight -= 1;
        }),
    );
  }
  await Promise.all(pending);
  await pool.close();
  return { lat: lat.sort((a, b) => a - b), sentAt, errors, skipped };
}

// Started once by bench/bot.ts with an IPC channel: a job in, its result out, until disconnected.
if (process.send) {
  process.on('message', (job: LoadJob) => {
    run(job).then(
      (result) => process.send!(result),
      (err: unknown) => process.send!({ error: (err as Error).message }),
    );
  });
  process.on('disconnect', () => process.exit(0));
}
