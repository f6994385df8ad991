// Issue 24: bodies are bounded before anything is parsed, and unsigned ones are not read at all.
// Three unsigned 400 MB bodies once took the process from 290 MB to 3 GB: the whole body was read
// before its signature was checked. Raw sockets to the real edge (the server production uses,
// src/app/http-receiver.ts): the test sends as fast as the server takes the bytes, and stops
// when the server answers or closes, so what it managed to send says how much the server read.
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { healthRoute, portOf, serve } from '../../src/app/http-receiver.js';
import { SLACK_BODY_LIMIT_BYTES } from '../../src/app/slack-request.js';
import { useHarness, USER } from '../support/harness.js';
import { date, expectCall, lastView, select, text } from '../support/interactions.js';
import { signedHeaders } from '../support/signing.js';

const t = useHarness({ autoStart: false });

const FIFTY_MB = 50 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');

/** Signing headers that look right (well-formed, fresh) but sign nothing: a stranger's best try. */
const forgedHeaders = () => ({ 'x-slack-request-timestamp': String(Math.floor(Date.now() / 1000)), 'x-slack-signature': `v0=${'0'.repeat(64)}` });

interface Outcome {
  /** Body bytes the socket accepted before the server answered or closed. */
  sent: number;
  /** What came back (empty when the connection was reset before the answer was read). */
  response: string;
  /** The server closed the connection (within 5 s of the test's last byte) rather than wait for more. */
  closedByServer: boolean;
}

/**
 * POSTs `total` bytes to the bot, chunked or with a content-length, as fast as the socket takes
 * them; stops at the first byte of an answer, or when the server closes the connection.
 */
async function streamBody(o: { headers: Record<string, string>; total: number; chunked: boolean; path?: string; url?: string }): Promise<Outcome> {
  const url = new URL(o.url ?? t.h.stack.botUrl);
  const socket: Socket = connect(Number(url.port), url.hostname);
  await once(socket, 'connect');
  let response = '';
  let over = false;
  let closedByServer = false;
  socket.on('data', (c: Buffer) => ((response += c.toString('latin1')), (over = true)));
  const closed = new Promise<void>((resolve) => socket.once('close', () => ((over = true), resolve())));
  socket.on('error', () => (over = true));
  const framing: Record<string, string> = o.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(o.total) };
  const head = Object.entries({ host: url.host, 'content-type': 'application/x-www-form-urlencoded', ...framing, ...o.headers }).map(([k, v]) => `${k}: ${v}\r\n`);
  socket.write(`POST ${o.path ?? url.pathname} HTTP/1.1\r\n${head.join('')}\r\n`);
  let sent = 0;
  while (sent < o.total && !over) {
    const frame = o.chunked ? Buffer.concat([Buffer.from(`${CHUNK.length.toString(16)}\r\n`), CHUNK, Buffer.from('\r\n')]) : CHUNK;
    sent += CHUNK.length;
    if (!socket.write(frame)) await Promise.race([once(socket, 'drain').catch(() => undefined), closed]);
  }
  if (!over && o.chunked) socket.write('0\r\n\r\n');
  // The answer, then the server's close (bounded: a server still reading would keep it open).
  await Promise.race([closed.then(() => (closedByServer = true)), new Promise((r) => setTimeout(r, 5_000))]);
  socket.destroy();
  return { sent, response, closedByServer };
}

/** The status line, when the answer arrived before the connection was reset. */
const statusOf = (o: Outcome) => /^HTTP\/1\.1 (\d{3})/.exec(o.response)?.[1];

describe('request bodies are bounded before anything is parsed', () => {
  it('refuses an unsigned 50 MB body with 401 without reading it', async () => {
    const outcome = await streamBody({ headers: {}, total: FIFTY_MB, chunked: true });
    expect(outcome.sent).toBeLessThan(FIFTY_MB / 2);
    expect(statusOf(outcome) ?? 'closed').toMatch(/^(401|closed)$/);
    expect(outcome.closedByServer).toBe(true);
  });

  it('stops reading a 50 MB body under well-formed forged signing headers at the limit: 413 and the connection closed', async () => {
    const outcome = await streamBody({ headers: forgedHeaders(), total: FIFTY_MB, chunked: true });
    // The kernel's socket buffers hold a few MB on loopback; the server read no more than the limit.
    expect(outcome.sent).toBeLessThan(FIFTY_MB / 2);
    expect(statusOf(outcome) ?? 'closed').toMatch(/^(413|closed)$/);
    expect(outcome.closedByServer).toBe(true);
    expect(t.h.logs.some((l) => l.includes(`the body passed ${SLACK_BODY_LIMIT_BYTES} bytes`))).toBe(true);
  });

  it('refuses a declared content-length over the limit with 413 before reading a byte', async () => {
    const outcome = await streamBody({ headers: forgedHeaders(), total: FIFTY_MB, chunked: false });
    expect(outcome.sent).toBeLessThan(FIFTY_MB / 2);
    expect(statusOf(outcome) ?? 'closed').toMatch(/^(413|closed)$/);
    expect(outcome.closedByServer).toBe(true);
  });

  it('does not drain a body sent to a path that reads none', async () => {
    const outcome = await streamBody({ headers: {}, total: FIFTY_MB, chunked: true, path: '/somewhere-else' });
    expect(outcome.sent).toBeLessThan(FIFTY_MB / 2);
    expect(statusOf(outcome) ?? 'closed').toMatch(/^(404|closed)$/);
    expect(outcome.closedByServer).toBe(true);
  });

  it('does not drain a body sent to Socket Mode’s /healthz server either', async () => {
    const server = await serve({ port: 0, host: '127.0.0.1', routes: [healthRoute(() => ({ ok: true, degraded: [] }))] });
    try {
      const outcome = await streamBody({ headers: {}, total: FIFTY_MB, chunked: true, url: `http://127.0.0.1:${portOf(server)}/healthz` });
      expect(outcome.sent).toBeLessThan(FIFTY_MB / 2);
      expect(statusOf(outcome) ?? 'closed').toMatch(/^(404|closed)$/);
      expect(outcome.closedByServer).toBe(true);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  it('does not wait on a body that stops arriving: 408 and the connection closed, so slow strangers cannot pile up bodies', async () => {
    const url = new URL(t.h.stack.botUrl);
    const socket = connect(Number(url.port), url.hostname);
    await once(socket, 'connect');
    let response = '';
    socket.on('data', (c: Buffer) => (response += c.toString('latin1')));
    socket.on('error', () => undefined);
    const closed = new Promise<boolean>((resolve) => socket.once('close', () => resolve(true)));
    const head = { host: url.host, 'content-type': 'application/x-www-form-urlencoded', 'content-length': '100000', ...forgedHeaders() };
    socket.write(`POST ${url.pathname} HTTP/1.1\r\n${Object.entries(head).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\ncommand=%2Fadops`);
    // A generous bound: Node's own request timeout would keep it open for 5 minutes.
    const closedByServer = await Promise.race([closed, new Promise<boolean>((r) => setTimeout(() => r(false), 20_000))]);
    socket.destroy();
    expect(closedByServer).toBe(true);
    expect(response).toMatch(/^HTTP\/1\.1 408/);
    expect(response).toMatch(/did not arrive/);
  }, 30_000);

  it('holds the limit for a correctly signed body too: 413, nothing handed over', async () => {
    const body = `command=%2Fadops&user_id=${USER}&text=${'x'.repeat(SLACK_BODY_LIMIT_BYTES)}`;
    const before = t.h.stack.standin.state.calls.length;
    const res = await fetch(t.h.stack.botUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...signedHeaders(t.h.stack.config.slack.signingSecret!, body) }, body });
    expect(res.status).toBe(413);
    expect(await res.text()).toMatch(/Request body too large/);
    expect(t.h.stack.standin.state.calls.length).toBe(before);
  });

  it('still accepts the largest legitimate request: a view submission of a 100-block modal at Slack’s limits', async () => {
    await expectCall(t.h, 'views.open', () => t.h.send('export'));
    const view = lastView(t.h, 'views.open');
    const own = view.blocks as { block_id: string }[];
    // Filled up to Slack's 100 blocks with inputs at Slack's per-field maxima, each with 3,000 typed characters.
    const padding = Array.from({ length: 100 - own.length }, (_, i) => {
      const id = `pad_${i}`.padEnd(255, 'p');
      const label = (n: number) => ({ type: 'plain_text', text: 'l'.repeat(n) });
      return {
        block: { type: 'input', block_id: id, label: label(2_000), hint: label(2_000), element: { type: 'plain_text_input', action_id: id, multiline: true, initial_value: 'i'.repeat(3_000), placeholder: label(150) } },
        value: [id, { [id]: text('t'.repeat(3_000)) }] as const,
      };
    });
    const values = { kind: { kind: select('impressions') }, date: { date: date('2026-11-22') }, ...Object.fromEntries(padding.map((p) => p.value)) };
    const team = t.h.stack.standin.teamId;
    const payload = {
      type: 'view_submission', team: { id: team, domain: 'standin' }, user: { id: USER, username: 'u', team_id: team }, api_app_id: 'A0ADOPS', token: 'unused', trigger_id: `${Date.now()}.t`,
      view: { ...view, blocks: [...own, ...padding.map((p) => p.block)], private_metadata: `${String(view.private_metadata ?? '')}`.padEnd(3_000, ' '), state: { values }, hash: '1.h' },
    };
    const body = new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
    expect(body.length).toBeGreaterThan(1_000_000);
    expect(body.length).toBeLessThan(SLACK_BODY_LIMIT_BYTES);
    const sent = await t.h.stack.driver.post(body, 'application/x-www-form-urlencoded', '', {});
    // Read whole and run by the form's own code: its answer (today is not a completed day) is in the ack.
    expect(sent.status).toBe(200);
    const ack = JSON.parse(sent.ackBody) as { response_action: string; errors: Record<string, string> };
    expect(ack).toMatchObject({ response_action: 'errors', errors: { date: expect.stringMatching(/completed UTC day/) as unknown } });
  });

  it('goes on answering commands after all that', async () => {
    const answer = await t.h.ask('help');
    expect(answer.text).toMatch(/revenue/);
  });
});
