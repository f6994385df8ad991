// The one retry policy (src/api/retry.ts): which failures pass with time, decided by class,
// status or code, and how long to wait before the next try.
import { describe, expect, it } from 'vitest';
import { errorFromStatus, NetworkError } from '../../src/api/errors.js';
import { classifyFailure, retryDelay, timeoutSignal, withRetries } from '../../src/api/retry.js';
import { isDeadlineReason } from '../../src/api/question.js';
import { ResponseUrlError } from '../../src/outbox/response-url.js';

const status = (s: number, retryAfterMs?: number) => errorFromStatus({ operation: 'op', status: s, apiMessage: undefined, retryAfterMs });
const policy = { attempts: 3, baseDelayMs: 100, maxDelayMs: 400, maxRetryAfterMs: 5_000 };

describe('classifyFailure', () => {
  it('the API: 429 and 5xx pass (501 does not), client errors do not, no answer is an unknown outcome', () => {
    expect(classifyFailure(status(429, 2_000))).toEqual({ transient: true, rateLimited: true, retryAfterMs: 2_000 });
    expect(classifyFailure(status(503, 1_000))).toMatchObject({ transient: true, retryAfterMs: 1_000, outcomeUnknown: true });
    expect(classifyFailure(status(501)).transient).toBe(false);
    expect(classifyFailure(status(404)).transient).toBe(false);
    expect(classifyFailure(new NetworkError('op', 'ECONNRESET'))).toMatchObject({ transient: true, outcomeUnknown: true });
  });

  it('Slack: by WebClient code and Slack error string; response_url by status', () => {
    expect(classifyFailure({ code: 'slack_webapi_rate_limited_error', retryAfter: 3 })).toEqual({ transient: true, rateLimited: true, retryAfterMs: 3_000 });
    expect(classifyFailure({ code: 'slack_webapi_http_error' })).toMatchObject({ transient: true, outcomeUnknown: true });
    expect(classifyFailure({ code: 'slack_webapi_platform_error', data: { error: 'not_in_channel' } }).transient).toBe(false);
    expect(classifyFailure(new ResponseUrlError(429, 'rate_limited', 1_000))).toMatchObject({ transient: true, rateLimited: true, retryAfterMs: 1_000 });
    expect(classifyFailure(new ResponseUrlError(404, 'used_url')).transient).toBe(false);
    expect(classifyFailure(new Error('boom')).transient).toBe(false);
  });
});

describe('retryDelay and withRetries', () => {
  it('waits Retry-After when given, fails at once past the cap, else backs off within the step', () => {
    expect(retryDelay({ transient: true, retryAfterMs: 1_500 }, 0, policy)).toBe(1_500);
    expect(retryDelay({ transient: true, retryAfterMs: 60_000 }, 0, policy)).toBeUndefined();
    for (let attempt = 0; attempt < 5; attempt++) {
      const step = Math.min(400, 100 * 2 ** attempt);
      const d = retryDelay({ transient: true }, attempt, policy)!;
      expect(d).toBeGreaterThanOrEqual(step / 2);
      expect(d).toBeLessThanOrEqual(step);
    }
  });

  it('tries a passing failure again up to the attempts, and a lasting one never', async () => {
    const waits: number[] = [];
    let n = 0;
    const flaky = () => (++n < 3 ? Promise.reject(status(503, 10)) : Promise.resolve('ok'));
    expect(await withRetries(flaky, { policy, wait: async (ms) => void waits.push(ms) })).toBe('ok');
    expect(waits).toEqual([10, 10]);
    let m = 0;
    await expect(withRetries(() => (m++, Promise.reject(status(400))), { policy })).rejects.toMatchObject({ status: 400 });
    expect(m).toBe(1);
  });
});

describe('timeoutSignal', () => {
  it('aborts with a deadline reason once its time is up, and never once cleared', async () => {
    const late = timeoutSignal(5, 'too slow');
    await new Promise((resolve) => late.signal.addEventListener('abort', resolve, { once: true }));
    expect(isDeadlineReason(late.signal.reason)).toBe(true);
    expect((late.signal.reason as Error).message).toBe('too slow');
    const done = timeoutSignal(5, 'too slow');
    done.clear();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(done.signal.aborted).toBe(false);
  });
});
