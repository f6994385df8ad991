// A whole network report as an RFC 4180 CSV (header row = `fields`, nulls as empty cells),
// streamed page by page: memory holds at most the page being written, the page fetched ahead
// and one ~64 KB chunk, whatever the row count, because writing waits for 'drain'.
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { csvLine, csvRecord } from './csv.js';
import { networkReportPages, type NetworkPagesOptions, type NetworkReportEvent, type NetworkReportQuery, type PagingCut } from './network-pages.js';
import type { CoverageEntry, NetworkResource } from './resources/network.js';

const CHUNK_CHARS = 64 * 1024;

export interface NetworkCsvResult {
  rows: number;
  /** UTF-8 bytes written in the final pass. */
  bytes: number;
  fields: string[];
  snapshot: string;
  coverage: CoverageEntry[];
  restarts: number;
  /** Set when the paging budget ran out: the file holds the rows before `cut.fromRow` only. */
  cut?: PagingCut;
}

/** Writes one chunk, waiting for 'drain' when the stream's buffer is full (backpressure). */
async function write(out: Writable, chunk: string, signal?: AbortSignal): Promise<void> {
  if (out.destroyed) throw out.errored ?? new Error('the CSV output was closed before the report was written');
  if (!out.write(chunk)) await once(out, 'drain', { signal });
}

/**
 * Writes the pages of `events` to the sink. `restart` events call `onRestart`, which must give a
 * fresh, empty output (a stream cannot unwrite what it sent).
 */
interface PumpOptions {
  signal?: AbortSignal;
  onProgress?: (rowsWritten: number) => void;
}

async function pump(
  events: AsyncIterable<NetworkReportEvent>,
  first: Writable,
  onRestart: () => Promise<Writable>,
  { signal, onProgress }: PumpOptions,
): Promise<NetworkCsvResult & { out: Writable }> {
  let out = first;
  const result: NetworkCsvResult = { rows: 0, bytes: 0, fields: [] as string[], snapshot: '', coverage: [] as CoverageEntry[], restarts: 0 };
  for await (const event of events) {
    if (event.type === 'restart') {
      out = await onRestart();
      Object.assign(result, { rows: 0, bytes: 0, fields: [], snapshot: '', coverage: [], restarts: event.restart });
      continue;
    }
    if (event.type === 'cut') {
      result.cut = event;
      continue;
    }
    let chunk = '';
    if (event.page.offset === 0) {
      Object.assign(result, { fields: event.fields, snapshot: event.page.snapshot, coverage: event.coverage });
      chunk = csvLine(event.fields);
    }
    for (const row of event.rows) {
      chunk += csvRecord(result.fields, row);
      if (chunk.length >= CHUNK_CHARS) {
        result.bytes += Buffer.byteLength(chunk);
        await write(out, chunk, signal);
        chunk = '';
      }
    }
    result.rows += event.rows.length;
    if (chunk) {
      result.bytes += Buffer.byteLength(chunk);
      await write(out, chunk, signal);
    }
    onProgress?.(result.rows);
  }
  return { ...result, out };
}

export interface StreamCsvOptions extends Omit<NetworkPagesOptions, 'onConflict'> {
  /** End `out` when the report is written (default true), as stream.pipeline does. */
  end?: boolean;
  /** Called after each page is written, with the rows written so far (e.g. a progress message). */
  onProgress?: (rowsWritten: number) => void;
}

/**
 * Streams the report to any Writable (an HTTP response, an upload). What was written cannot be
 * taken back, so a report that changes while it is read fails with the ConflictError: start
 * again with a fresh stream, or use saveNetworkCsv, which restarts by itself.
 */
export async function streamNetworkCsv(
  network: NetworkResource, query: NetworkReportQuery, out: Writable, options: StreamCsvOptions = {},
): Promise<NetworkCsvResult> {
  const events = networkReportPages(network, query, { ...options, onConflict: 'fail' });
  const { out: _out, ...result } = await pump(events, out, () => Promise.reject(new Error('unreachable: onConflict is fail')), options);
  if (options.end ?? true) {
    out.end();
    await finished(out);
  }
  return result;
}

export interface SaveCsvOptions extends Omit<NetworkPagesOptions, 'onConflict'> {
  /** Default 'restart': the file is rewritten from the top when the report changes mid-read. */
  onConflict?: NetworkPagesOptions['onConflict'];
  /** Called after each page is written, with the rows written so far in this pass. */
  onProgress?: (rowsWritten: number) => void;
}

/**
 * Writes the report to `path`. The rows go to `<path>.partial` first and are renamed into place
 * only when the whole report is written, so `path` never holds half a report; on a restart the
 * partial file is truncated, on failure it is removed.
 */
export async function saveNetworkCsv(
  network: NetworkResource, query: NetworkReportQuery, path: string, options: SaveCsvOptions = {},
): Promise<NetworkCsvResult & { path: string }> {
  const partial = `${path}.partial`;
  let file = createWriteStream(partial, { flags: 'w' });
  const reopen = async () => {
    file.end();
    await finished(file);
    file = createWriteStream(partial, { flags: 'w' });
    return file;
  };
  try {
    const events = networkReportPages(network, query, { ...options, onConflict: options.onConflict ?? 'restart' });
    const { out, ...result } = await pump(events, file, reopen, options);
    out.end();
    await finished(out);
    await rename(partial, path);
    return { ...result, path };
  } catch (err) {
    file.destroy();
    await rm(partial, { force: true });
    throw err;
  }
}
