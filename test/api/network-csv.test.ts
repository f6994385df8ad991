// Whole network reports as CSV (src/api/network-csv.ts) and the sandbox's format=csv pages:
// RFC 4180 quoting shared by both, header row = fields, nulls as empty cells, backpressure,
// conflicts (a stream fails, a file restarts) and no half-written files.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConflictError, createApiClient, ForbiddenError, type ApiClient, type NetworkRow } from '../../src/api/index.js';
import { csvCell, csvLine, parseCsv } from '../../src/api/csv.js';
import { saveNetworkCsv, streamNetworkCsv } from '../../src/api/network-csv.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';

const NOW = Date.parse('2026-11-22T09:00:00Z');
let sandbox: Sandbox;
let api: ApiClient;
let dir: string;

beforeAll(async () => {
  sandbox = await startSandbox({ now: NOW });
  api = createApiClient({ baseUrl: sandbox.url, apiKey: 'sbx_full' });
  dir = await mkdtemp(join(tmpdir(), 'network-csv-'));
});
afterAll(async () => {
  await api.close();
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  sandbox.ctx.faults.clear();
  sandbox.ctx.clock.set(NOW);
});

/** Names with commas, quotes and accents; nulls in several columns; booleans. */
const QUERY = {
  start_date: '2026-11-19',
  end_date: '2026-11-21',
  dimensions: ['provider', 'country', 'format', 'placement_name', 'incentivized', 'currency'],
};
const cellText = (v: NetworkRow[string]) => (v === null || v === undefined ? '' : String(v));

describe('RFC 4180 cells', () => {
  it.each([
    ['plain', 'plain'], ['a,b', '"a,b"'], ['say "hi"', '"say ""hi"""'], ['two\nlines', '"two\nlines"'], ['cr\r', '"cr\r"'],
    [' spaced ', ' spaced '], ['café', 'café'], ['', ''], [null, ''], [true, 'true'], [12.5, '12.5'],
  ])('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('records end in CRLF and read back unchanged', () => {
    const line = csvLine(['x', 'a,"b"', null, 'multi\r\nline']);
    expect(line.endsWith('\r\n')).toBe(true);
    expect(parseCsv(line)).toEqual([['x', 'a,"b"', '', 'multi\r\nline']]);
  });
});

describe('saveNetworkCsv', () => {
  it('writes the whole report: header = fields, one record per row, nulls empty, quoting where needed', async () => {
    const path = join(dir, 'report.csv');
    const result = await saveNetworkCsv(api.network, QUERY, path, { pageSize: 100 });
    const whole = await api.network.report({ ...QUERY, limit: 10_000 });
    const text = await readFile(path, 'utf8');
    const [header, ...records] = parseCsv(text);
    expect(header).toEqual(whole.fields);
    expect(result).toMatchObject({ rows: whole.rows.length, fields: whole.fields, snapshot: whole.page.snapshot, restarts: 0, path });
    expect(result.bytes).toBe(Buffer.byteLength(text));
    expect(records).toEqual(whole.rows.map((row) => whole.fields.map((f) => cellText(row[f]))));
    expect(text.split('\r\n')).toHaveLength(whole.rows.length + 2); // CRLF after every record
    expect(text).toContain('""2x coins"", level end"'); // a real placement name, quoted
    expect(text).toContain('feed – café');
    expect(records.some((r) => r[header!.indexOf('country')] === '')).toBe(true); // unknown country → empty cell
    expect(existsSync(`${path}.partial`)).toBe(false);
  });

  it('is byte for byte what the sandbox sends for format=csv (one quoting function)', async () => {
    const path = join(dir, 'same.csv');
    await saveNetworkCsv(api.network, QUERY, path);
    const page = await api.network.reportCsv({ ...QUERY, limit: 10_000 });
    expect(await readFile(path, 'utf8')).toBe(page.csv);
    expect(page.meta.page?.has_more).toBe(false);
  });

  it('rewrites the file from the top when the report changes mid-read', async () => {
    const path = join(dir, 'restart.csv');
    sandbox.ctx.faults.inject({ path: '/report/network', times: 1 });
    sandbox.ctx.faults.inject({ path: '/report/network', status: 409, times: 1 });
    const result = await saveNetworkCsv(api.network, QUERY, path, { pageSize: 100 });
    expect(result.restarts).toBe(1);
    const whole = await api.network.report({ ...QUERY, limit: 10_000 });
    expect(parseCsv(await readFile(path, 'utf8'))).toHaveLength(whole.rows.length + 1);
  });

  it('leaves no file and no partial file when the report cannot be read', async () => {
    const path = join(dir, 'forbidden.csv');
    const client = createApiClient({ baseUrl: sandbox.url, apiKey: 'sbx_nofeatures' });
    const err = await saveNetworkCsv(client.network, QUERY, path).catch((e: unknown) => e);
    await client.close();
    expect(err).toBeInstanceOf(ForbiddenError);
    expect([existsSync(path), existsSync(`${path}.partial`)]).toEqual([false, false]);
  });
});

/** A slow consumer with a small buffer: it records how much was ever buffered. */
class SlowSink extends Writable {
  chunks: string[] = [];
  maxBuffered = 0;
  drains = 0;
  constructor(private readonly onFirstWrite?: () => void) {
    super({ highWaterMark: 16 * 1024, decodeStrings: false });
    this.on('drain', () => this.drains++);
  }
  override write(chunk: unknown, ...rest: never[]): boolean {
    const ok = super.write(chunk, ...rest);
    this.maxBuffered = Math.max(this.maxBuffered, this.writableLength);
    return ok;
  }
  override _write(chunk: string, _enc: BufferEncoding, done: (err?: Error) => void): void {
    if (this.chunks.length === 0) this.onFirstWrite?.();
    this.chunks.push(chunk);
    setTimeout(done, 1);
  }
}

describe('streamNetworkCsv', () => {
  it('waits for drain: the sink never holds more than its buffer plus one chunk', async () => {
    const sink = new SlowSink();
    const result = await streamNetworkCsv(api.network, { ...QUERY, dimensions: [...QUERY.dimensions, 'placement_id', 'day'] }, sink, { pageSize: 2_000 });
    expect(result.rows).toBeGreaterThan(1_000);
    expect(sink.drains).toBeGreaterThan(0);
    expect(sink.maxBuffered).toBeLessThanOrEqual(16 * 1024 + 64 * 1024 * 3); // one 64K-character chunk, at most 3 bytes a character
    expect(sink.writableFinished).toBe(true);
    const records = parseCsv(sink.chunks.join(''));
    expect(records).toHaveLength(result.rows + 1);
  });

  it('a report that changes while streaming fails with the ConflictError (a stream cannot be rewound)', async () => {
    const sink = new SlowSink(() => sandbox.ctx.clock.set(Date.parse('2026-11-22T23:00:00Z')));
    const err = await streamNetworkCsv(api.network, QUERY, sink, { pageSize: 100 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConflictError);
  });
});
