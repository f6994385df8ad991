// Outbound addresses are the operator's choice, through the real edge: signed `/adops connect` form
// submissions naming internal addresses (loopback spelled every way, credentials in the URL, an
// http:// form of an allowed https origin) are refused in words before any request, and a local
// listener standing in for the internal service receives no connection at all. An extra origin the
// operator allowed that resolves to loopback is refused inside the socket's lookup, and reads like
// any unreachable address. A connection saved before the operator narrowed the list is refused at
// use. And whatever the API answers, the form cannot tell an open port from a closed one, and an
// error body that is not the spec's never reaches Slack.
import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNREACHABLE } from '../../commands/connect/form.js';
import { sealContext, maskKey } from '../../src/store/index.js';
import { CONNECT_MODAL } from '../../views/connect.js';
import { addPeople, ADMIN, askAs, MEMBER } from '../access/support.js';
import { useHarness, withHarness, type BotHarness } from '../support/harness.js';
import { expectCall, lastView, submit, text } from '../support/interactions.js';

/** Stands in for an internal service on loopback: counts every connection it is offered. */
let connections = 0;
const internal = createServer((socket) => {
  connections++;
  socket.destroy();
});
await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
const PORT = (internal.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => internal.close(() => resolve())));

const encryption = { current: new Uint8Array(randomBytes(32)) };
const t = useHarness({ encryption, apiOrigins: [`https://localhost:${PORT}`] });
beforeAll(() => addPeople(t.h));

async function submitConnect(h: BotHarness, baseUrl: string): Promise<Record<string, string> | undefined> {
  await expectCall(h, 'views.open', () => h.stack.driver.slashCommand('connect', { userId: ADMIN }));
  const view = lastView(h, 'views.open');
  expect(view.callback_id).toBe(CONNECT_MODAL);
  const ack = await submit(h, view, { base_url: text(baseUrl), api_key: text('sbx_full'), name: text('probe') }, ADMIN);
  return ack.body ? (JSON.parse(ack.body) as { errors: Record<string, string> }).errors : undefined;
}

describe('the connect form', () => {
  const refusals = [
    ['loopback on another port', () => `http://127.0.0.1:${PORT}/api/v1`],
    ['localhost', () => `http://localhost:${PORT}/api/v1`],
    ['the unspecified address', () => `http://0.0.0.0:${PORT}/api/v1`],
    ['loopback as a decimal number', () => `http://2130706433:${PORT}/api/v1`],
    ['loopback in hex', () => `http://0x7f.1:${PORT}/api/v1`],
    ['the metadata service', () => 'http://169.254.169.254/api/v1'],
    ['the http form of an allowed https origin', () => `http://localhost:${PORT}/api/v1`],
  ] as const;

  it.each(refusals)('refuses %s in words, before any request', async (_what, url) => {
    const errors = await submitConnect(t.h, url());
    expect(errors?.base_url).toBe(`This bot only connects to ${new URL(t.h.sandbox.url).origin} or https://localhost:${PORT} (its operator’s choice). Use that address, or ask the bot’s operator to allow yours.`);
    expect(connections).toBe(0);
    expect(await t.h.store.connections.list(t.h.stack.standin.teamId)).toEqual([]);
  });

  it('refuses a user name and password in the address, even the sandbox’s own', async () => {
    const sandbox = new URL(t.h.sandbox.url);
    const errors = await submitConnect(t.h, `http://user:pass@${sandbox.host}/api/v1`);
    expect(errors?.base_url).toMatch(/Leave the user name and password out of the address/);
    expect(t.h.received('/')).toEqual([]);
  });

  it('opens no connection to an allowed extra origin whose name resolves to loopback, and says only that it could not be reached', async () => {
    const errors = await submitConnect(t.h, `https://localhost:${PORT}/api/v1`);
    expect(errors?.api_key).toBe(UNREACHABLE);
    expect(connections).toBe(0);
    expect(await t.h.store.connections.list(t.h.stack.standin.teamId)).toEqual([]);
  });

  it('still connects the deployment’s own API', async () => {
    expect(await submitConnect(t.h, t.h.sandbox.url)).toBeUndefined();
    expect((await askAs(t.h, 'connect remove probe', { userId: ADMIN })).text).toContain('Removed “probe”');
  });
});

describe('a connection saved before the operator narrowed the list', () => {
  it('is refused at use, in words, and nothing is sent to it', async () => {
    const team = t.h.stack.standin.teamId;
    const accounts = t.h.stack.deps.accounts;
    await t.h.store.connections.save(
      { teamId: team, name: 'old', baseUrl: `http://127.0.0.1:${PORT}/api/v1`, keyHint: maskKey('sbx_full'), account: 'acct_old', permissions: [], createdBy: ADMIN },
      accounts.box!.seal('sbx_full', sealContext(team, 'old')),
      new Date(),
    );
    await accounts.refresh(team);
    const answer = await askAs(t.h, 'revenue yesterday', { userId: MEMBER });
    expect(answer.text).toMatch(/This connection’s API address is no longer allowed by the operator/);
    expect(answer.text).toMatch(/An admin can reconnect with .*\/adops connect/);
    expect(connections).toBe(0);
    await askAs(t.h, 'connect remove old', { userId: ADMIN });
  });
});

describe('what the API answers', () => {
  it('never reaches Slack unless it is the spec’s error field; an answer and a closed port read the same in the form', async () => {
    let reply = { status: 500, body: 'INTERNAL-ONLY-BODY host=db.internal user=svc_report db_password=hunter2' };
    const api = createHttpServer((_req, res) => res.writeHead(reply.status, { 'content-type': 'text/plain' }).end(reply.body));
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api/v1`;
    try {
      await withHarness({ apiUrl, encryption }, async (h) => {
        addPeople(h);
        const answer = await askAs(h, 'revenue yesterday', { userId: MEMBER });
        expect(answer.text).toMatch(/reporting API failed/);
        const slack = JSON.stringify([h.stack.standin.state.calls, h.stack.standin.state.responses]);
        for (const secret of ['INTERNAL-ONLY-BODY', 'db.internal', 'svc_report', 'db_password', 'hunter2']) expect(slack).not.toContain(secret);

        // The spec's error field is shown: escaped for Slack, on one line, cut to 200 characters.
        reply = { status: 400, body: JSON.stringify({ error: `<!channel> start_time: bad\n${'x'.repeat(400)}` }) };
        const said400 = await askAs(h, 'revenue yesterday', { userId: MEMBER });
        const shown = JSON.stringify(said400.post.body);
        expect(shown).toContain('API said: &lt;!channel&gt; start_time: bad xxx');
        expect(shown).not.toContain('<!channel>');
        expect(/x+…/.exec(shown)![0].length).toBe(200 - '<!channel> start_time: bad '.length);
        reply = { status: 500, body: 'INTERNAL-ONLY-BODY db_password=hunter2' };

        // The form: a 500, a 404 and a closed port all read the same.
        const said = [(await submitConnect(h, apiUrl))?.api_key];
        reply = { status: 404, body: 'no such path' };
        said.push((await submitConnect(h, apiUrl))?.api_key);
        api.closeAllConnections();
        await new Promise<void>((resolve) => api.close(() => resolve()));
        said.push((await submitConnect(h, apiUrl))?.api_key);
        expect(said).toEqual([UNREACHABLE, UNREACHABLE, UNREACHABLE]);
        expect(JSON.stringify(h.stack.standin.state.calls)).not.toContain('hunter2');
      });
    } finally {
      if (api.listening) await new Promise<void>((resolve) => api.close(() => resolve()));
    }
  });
});
