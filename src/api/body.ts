// Reading an API answer within its operation's limit (./limits.ts). A Content-Length above the
// limit is refused before one byte is read; a body that streams past it is cut there; either way
// the socket is closed (a keep-alive socket cannot be reused mid-body) and nothing of it is kept.
// The time the read may take is the caller's signal (one attempt's bound, counted to the last
// byte: see ./http.ts), not the silence between bytes.
import type { Readable } from 'node:stream';
import { ResponseTooLargeError } from './errors.js';

/** Throws ResponseTooLargeError when the announced length is above the limit; the body is closed. */
export function refuseDeclaredLength(body: Readable, contentLength: string | undefined, limit: number, operation: string): void {
  const declared = contentLength === undefined ? NaN : Number(contentLength);
  if (!Number.isFinite(declared) || declared <= limit) return;
  body.destroy();
  throw new ResponseTooLargeError(operation, limit, declared);
}

/**
 * The body as UTF-8 text, read to at most `limit` bytes. Past the limit: with `cut`, the text
 * read so far (an error body, kept only for its first words); without it, ResponseTooLargeError.
 */
export async function readBounded(body: Readable, limit: number, operation: string, cut = false): Promise<string> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      if (bytes + chunk.length > limit) {
        body.destroy();
        if (!cut) throw new ResponseTooLargeError(operation, limit);
        chunks.push(chunk.subarray(0, limit - bytes));
        break;
      }
      bytes += chunk.length;
      chunks.push(chunk);
    }
  } finally {
    if (!body.readableEnded) body.destroy();
  }
  return Buffer.concat(chunks).toString('utf8');
}
