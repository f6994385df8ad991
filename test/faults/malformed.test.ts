// Case 5 of issue 12: correctly signed but malformed requests. `payload=null` and a JSON `null`
// once crashed the process inside Bolt's receiver; an unknown payload type went unacked; a
// view_submission without a view answered 500. Now: 400 for malformed, an empty 200 ack for a
// type the bot does not handle, nothing handed to a listener, and the bot goes on answering.
// Issue 24: a payload that cannot be parsed whole — nested past MAX_JSON_DEPTH, more form fields
// than Slack ever sends, a field twice — is refused with 400 before any ack, never acked and
// dropped (a deeply nested one was acked, then lost on its way to the app).
import { describe, expect, it } from 'vitest';
import { checkRequestShape, MAX_JSON_DEPTH, nestsDeeperThan, parseSlackBody } from '../../src/app/slack-request.js';
import { useHarness } from '../support/harness.js';

const t = useHarness();
const form = 'application/x-www-form-urlencoded';
const payload = (p: unknown) => `payload=${encodeURIComponent(JSON.stringify(p))}`;
/** JSON text nested `levels` deep (as text: JSON.stringify itself overflows the stack at 10,000). */
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const withDeep = (p: Record<string, unknown>, levels: number) => `${JSON.stringify(p).slice(0, -1)},"deep":${nested(levels)}}`;
const command = (text: string) => new URLSearchParams({ command: '/adops', text, user_id: 'U0LOCAL01', team_id: 'T0STANDIN', channel_id: 'C0LOCAL01', response_url: 'http://127.0.0.1:9/unused' }).toString();

const CASES: [name: string, body: string, type: string, status: number][] = [
  ['payload=null', 'payload=null', form, 400],
  ['a JSON null', 'null', 'application/json', 400],
  ['a JSON list', '[1,2]', 'application/json', 400],
  ['a payload of an unknown type', payload({ type: 'something_new', user: { id: 'U0LOCAL01' } }), form, 200],
  ['a view_submission without a view', payload({ type: 'view_submission', user: { id: 'U0LOCAL01' } }), form, 400],
  ['block_actions without actions', payload({ type: 'block_actions', user: { id: 'U0LOCAL01' } }), form, 400],
  ['an event callback without an event', JSON.stringify({ type: 'event_callback', team_id: 'T0STANDIN' }), 'application/json', 400],
  ['a slash command without a user', 'command=%2Fadops&text=help', form, 400],
  ['a payload nested 10,000 levels deep', `payload=${encodeURIComponent(withDeep({ type: 'block_actions', user: { id: 'U0LOCAL01' }, actions: [{ action_id: 'adops_share', value: 'x' }] }, 10_000))}`, form, 400],
  ['an event nested 100 levels deep', withDeep({ type: 'event_callback', team_id: 'T0STANDIN', event: { type: 'app_home_opened', user: 'U0LOCAL01' } }, 100), 'application/json', 400],
  ['a slash command followed by 1,000 more form fields', `${command('help')}&${Array.from({ length: 1_000 }, (_, i) => `f${i}=x`).join('&')}`, form, 400],
  ['a slash command whose text field appears twice', `${command('help')}&text=whoami`, form, 400],
  ['a body of a type Slack never sends', command('help'), 'text/plain', 400],
];

describe('correctly signed, malformed requests', () => {
  for (const [name, body, type, status] of CASES) {
    it(`answers ${status} to ${name} and hands nothing over`, async () => {
      const { id } = t.h.stack.standin.newResponseUrl();
      const before = t.h.stack.standin.state.calls.length;
      const sent = await t.h.stack.driver.post(body, type, id, {});
      expect(sent.status).toBe(status);
      await new Promise((r) => setTimeout(r, 200));
      expect(sent.responses()).toHaveLength(0);
      expect(t.h.stack.standin.state.calls.length).toBe(before);
    });
  }

  it('is still alive and answering afterwards', async () => {
    const sent = await t.h.stack.driver.slashCommand('help');
    expect(sent.status).toBe(200);
    await sent.waitForResponses(1);
  });

  it('checks shapes as a pure function', () => {
    expect(checkRequestShape(null)).toMatchObject({ forward: false, status: 400 });
    expect(checkRequestShape({ type: 'view_submission', user: { id: 'U1' }, view: { id: 'V1' } })).toMatchObject({ forward: true });
    expect(checkRequestShape({ command: '/adops', user_id: 'U1', text: 'help' })).toMatchObject({ forward: true });
    expect(checkRequestShape({})).toMatchObject({ forward: false, status: 200 });
  });

  it('says in the answer and the log why a payload was refused, without its content', async () => {
    const sent = await t.h.stack.driver.post(`${command('help')}&text=whoami`, form, '', {});
    expect(sent.ackBody).toMatch(/Malformed request: a form field appears more than once/);
    const line = t.h.logs.find((l) => l.includes('nests deeper than'));
    expect(line).toBeDefined();
    expect(line).not.toContain('adops_share');
  });

  it('bounds nesting by a scan that skips strings, and parses every form field', () => {
    expect(nestsDeeperThan('[[["]]]]]]][[[[[[["]]]', 3)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: '\\"{{{{', b: [[[1]]] }), 4)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    const many = Array.from({ length: 1_000 }, (_, i) => `f${i}=${i}`).join('&');
    expect(parseSlackBody(form, many)).toMatchObject({ ok: true, body: { f0: '0', f999: '999' } });
    expect(parseSlackBody(form, `${many}&one=more`)).toEqual({ ok: false, reason: 'the form has 1001 fields (at most 1000)' });
    expect(parseSlackBody('application/json; charset=utf-8', '{"type":"url_verification"}')).toEqual({ ok: true, body: { type: 'url_verification' } });
    expect(parseSlackBody('application/json', '{"a":')).toEqual({ ok: false, reason: 'the JSON body is not valid JSON' });
  });
});
