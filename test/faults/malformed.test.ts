// Case 5 of issue 12: correctly signed but malformed requests. `payload=null` and a JSON `null`
// once crashed the process inside Bolt's receiver; an unknown payload type went unacked; a
// view_submission without a view answered 500. Now: 400 for malformed, an empty 200 ack for a
// type the bot does not handle, nothing handed to a listener, and the bot goes on answering.
import { describe, expect, it } from 'vitest';
import { checkRequestShape } from '../../src/app/threads/request-shape.js';
import { useHarness } from '../support/harness.js';

const t = useHarness();
const form = 'application/x-www-form-urlencoded';
const payload = (p: unknown) => `payload=${encodeURIComponent(JSON.stringify(p))}`;

const CASES: [name: string, body: string, type: string, status: number][] = [
  ['payload=null', 'payload=null', form, 400],
  ['a JSON null', 'null', 'application/json', 400],
  ['a JSON list', '[1,2]', 'application/json', 400],
  ['a payload of an unknown type', payload({ type: 'something_new', user: { id: 'U0LOCAL01' } }), form, 200],
  ['a view_submission without a view', payload({ type: 'view_submission', user: { id: 'U0LOCAL01' } }), form, 400],
  ['block_actions without actions', payload({ type: 'block_actions', user: { id: 'U0LOCAL01' } }), form, 400],
  ['an event callback without an event', JSON.stringify({ type: 'event_callback', team_id: 'T0STANDIN' }), 'application/json', 400],
  ['a slash command without a user', 'command=%2Fadops&text=help', form, 400],
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
});
