// What the asker may read of an API error text (src/api/error-text.ts): the message, without the
// API's insides — network addresses, URLs, file paths, stack frames — on one line, cut short.
import { describe, expect, it } from 'vitest';
import { API_MESSAGE_MAX, readErrorText, scrubApiText } from '../../src/api/error-text.js';

describe('scrubApiText', () => {
  it.each([
    ['connect ECONNREFUSED 10.20.30.40:5432\n    at Pool.connect (/srv/reporting/node_modules/pg/lib/client.js:45:11)', 'connect ECONNREFUSED [address]'],
    ['upstream https://internal.example:8443/q?token=abc failed', 'upstream [address] failed'],
    ['db.internal.example:5432 refused', '[address] refused'],
    ['listen on [fe80::1]:8080 and 2001:db8:0:0:0:0:2:1', 'listen on [address] and [address]'],
    ['cannot open /var/lib/reporting/cache/x.db', 'cannot open [path]'],
    ['failed in C:\\srv\\api\\handler.js', 'failed in [path]'],
    ['boom at /srv/app/dist/index.js:10:5', 'boom'],
  ])('%s', (raw, shown) => {
    expect(scrubApiText(raw)).toBe(shown);
  });

  it('keeps what names the request: parameters, values, dates, times and the API’s own paths', () => {
    for (const text of ['start_time: must be before end_time', 'filter.country: unknown value "uk"', 'range starts 2026-11-01T10:20:30Z', 'unknown parameter for /report/network', 'limit: 1 through 10000']) {
      expect(scrubApiText(text)).toBe(text);
    }
  });

  it('keeps only the spec’s error field, on one line, cut to the limit', () => {
    expect(readErrorText('<html>proxy</html>')).toBeUndefined();
    expect(readErrorText(JSON.stringify({ error: `bad\n${'x'.repeat(500)}` }))!.length).toBe(API_MESSAGE_MAX);
    expect(readErrorText(JSON.stringify({ error: '   ' }))).toBeUndefined();
  });
});
