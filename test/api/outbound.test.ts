// Outbound addresses are the operator's choice: which addresses count as public (a pure decision,
// table-tested, since a loopback-only machine has no public host to call), which API addresses a
// workspace may connect to, and, through real sockets to local listeners standing in for internal
// services, that a client limited to public addresses opens no connection to them — neither by
// name (checked inside the socket's DNS lookup) nor by literal address. Redirects are not followed,
// and only the spec's `error` field of an error body survives, cut short.
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressRefusedError, isAddressRefusal, isPublicAddress, publicOnlyLookup } from '../../src/api/addresses.js';
import { API_MESSAGE_MAX } from '../../src/api/http.js';
import { ApiError, checkApiAddress, createApiClient, NetworkError, ServerError } from '../../src/api/index.js';

describe('which addresses are public', () => {
  it.each([
    '127.0.0.1', '127.1.2.3', '0.0.0.0', '0.1.2.3', '10.0.0.1', '172.16.5.4', '172.31.255.255', '192.168.1.1',
    '169.254.169.254', '100.64.0.1', '192.0.0.8', '192.0.2.1', '198.18.0.1', '198.51.100.7', '203.0.113.9',
    '224.0.0.1', '239.255.255.250', '240.0.0.1', '255.255.255.255',
    '::', '::1', '[::1]', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd12:3456::1', 'fec0::1', 'ff02::1',
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:a9fe:a9fe', '0:0:0:0:0:ffff:c0a8:101',
    '64:ff9b::7f00:1', '64:ff9b::a00:1', '::127.0.0.1', '2001:db8::1', '2002:7f00:1::1', '2001::1', '100::1',
    'localhost', '2130706433', 'not an address', '',
  ])('%s is not', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8', '1.1.1.1', '93.184.216.34', '172.15.255.255', '172.32.0.1', '100.128.0.1', '192.169.0.1', '223.255.255.254',
    '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '[2606:4700::1]', '::ffff:8.8.8.8', '::ffff:808:808', '64:ff9b::808:808',
  ])('%s is', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['http://2130706433/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://017700000001/', '127.0.0.1'],
    ['http://0/', '0.0.0.0'],
    ['http://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
  ])('the URL parser spells %s as %s, which is judged as such', (url, host) => {
    expect(new URL(url).hostname).toBe(host);
    expect(isPublicAddress(new URL(url).hostname)).toBe(false);
  });
});

describe('which API addresses a workspace may connect to', () => {
  const policy = { own: 'http://127.0.0.1:4010/api/v1', extra: ['https://reporting.example.com', 'https://eu.example.com:8443'] };
  const only = 'This bot only connects to http://127.0.0.1:4010, https://reporting.example.com or https://eu.example.com:8443 (its operator’s choice). Use that address, or ask the bot’s operator to allow yours.';

  it.each([
    ['http://127.0.0.1:4010/api/v1', 'http://127.0.0.1:4010', false],
    ['http://2130706433:4010/api/v1', 'http://127.0.0.1:4010', false],
    ['https://reporting.example.com/api/v1', 'https://reporting.example.com', true],
    ['https://REPORTING.example.com:443/api/v1', 'https://reporting.example.com', true],
    ['https://eu.example.com:8443/api/v1', 'https://eu.example.com:8443', true],
  ])('allows %s (the operator listed %s)', (url, origin, publicOnly) => {
    expect(checkApiAddress(url, policy)).toEqual({ ok: true, origin, publicOnly });
  });

  it.each([
    ['http://127.0.0.1:4011/api/v1', only],
    ['http://localhost:4010/api/v1', only],
    ['http://0.0.0.0:4010/api/v1', only],
    ['http://169.254.169.254/api/v1', only],
    ['http://reporting.example.com/api/v1', only],
    ['https://eu.example.com/api/v1', only],
    ['http://user:pass@127.0.0.1:4010/api/v1', 'Leave the user name and password out of the address: the API key goes in its own field.'],
    ['https://key@reporting.example.com/api/v1', 'Leave the user name and password out of the address: the API key goes in its own field.'],
    ['not a url', 'That is not a web address. Give the API base including /api/v1.'],
  ])('refuses %s in words', (url, problem) => {
    expect(checkApiAddress(url, policy)).toEqual({ ok: false, problem });
  });

  it('refuses an extra origin that is not https, or a literal private address, even when listed', () => {
    const listed = { extra: ['http://reporting.example.com', 'https://10.1.2.3', 'https://[::1]:8443'] };
    expect(checkApiAddress('http://reporting.example.com/api/v1', listed)).toMatchObject({ ok: false, problem: expect.stringMatching(/Only https/) });
    expect(checkApiAddress('https://10.1.2.3/api/v1', listed)).toMatchObject({ ok: false, problem: expect.stringMatching(/not a public one/) });
    expect(checkApiAddress('https://[::1]:8443/api/v1', listed)).toMatchObject({ ok: false, problem: expect.stringMatching(/not a public one/) });
  });

  it('says so when the operator allows nothing', () => {
    expect(checkApiAddress('https://reporting.example.com/api/v1', { extra: [] })).toMatchObject({ ok: false, problem: expect.stringMatching(/has not allowed any reporting API address/) });
  });
});

describe('the lookup that connections to extra origins use', () => {
  const lookup = (host: string, all: boolean) =>
    new Promise<{ err: unknown; address: unknown; family?: number }>((resolve) => publicOnlyLookup(host, { all }, (err, address, family) => resolve({ err, address, family })));

  it('answers a public address in the shape asked for, and refuses every name with a non-public answer', async () => {
    expect(await lookup('8.8.8.8', false)).toMatchObject({ err: null, address: '8.8.8.8', family: 4 });
    expect(await lookup('8.8.8.8', true)).toMatchObject({ err: null, address: [{ address: '8.8.8.8', family: 4 }] });
    for (const host of ['localhost', '127.0.0.1', '::1']) {
      const { err } = await lookup(host, true);
      expect(err, host).toBeInstanceOf(AddressRefusedError);
    }
  });
});

/** A TCP listener standing in for an internal service: counts the connections it is offered. */
async function listener(onConnection: (socket: Socket) => void = (s) => s.destroy()): Promise<{ server: Server; port: number; connections: () => number }> {
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, connections: () => connections };
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const err = await p.then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe('a client limited to public addresses, against local listeners', () => {
  let internal: Awaited<ReturnType<typeof listener>>;
  beforeAll(async () => {
    internal = await listener();
  });
  afterAll(() => new Promise<void>((resolve) => internal.server.close(() => resolve())));

  it.each(['https://localhost:PORT', 'https://127.0.0.1:PORT', 'https://[::ffff:127.0.0.1]:PORT', 'http://2130706433:PORT'])(
    'opens no connection to %s, and says only that the API could not be reached',
    async (origin) => {
      const sleeps: number[] = [];
      const client = createApiClient({ baseUrl: `${origin.replace('PORT', String(internal.port))}/api/v1`, apiKey: 'k', publicOnly: true, retry: { maxRetries: 3 }, sleep: async (ms) => void sleeps.push(ms) });
      const err = await failure(client.auth.status());
      await client.close();
      expect(err).toBeInstanceOf(NetworkError);
      expect(isAddressRefusal(err)).toBe(true);
      // Our own refusal is final: retrying would only refuse again.
      expect(sleeps).toEqual([]);
      expect(internal.connections()).toBe(0);
    },
  );

  it('the same listener is reached by a client without the limit (the deployment’s own origin)', async () => {
    const client = createApiClient({ baseUrl: `http://127.0.0.1:${internal.port}/api/v1`, apiKey: 'k', retry: { maxRetries: 0 } });
    await failure(client.auth.status());
    await client.close();
    expect(internal.connections()).toBeGreaterThan(0);
  });
});

describe('what comes back from the other end', () => {
  let api: HttpServer;
  let apiUrl: string;
  let reply: { status: number; headers?: Record<string, string>; body: string };
  let elsewhere: Awaited<ReturnType<typeof listener>>;
  beforeAll(async () => {
    elsewhere = await listener();
    api = createHttpServer((_req, res) => res.writeHead(reply.status, reply.headers).end(reply.body));
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api/v1`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => api.close(() => resolve()));
    await new Promise<void>((resolve) => elsewhere.server.close(() => resolve()));
  });
  const call = async () => {
    const client = createApiClient({ baseUrl: apiUrl, apiKey: 'k', retry: { maxRetries: 0 } });
    try {
      return await failure(client.auth.status());
    } finally {
      await client.close();
    }
  };

  it('does not follow a redirect', async () => {
    reply = { status: 302, headers: { location: `http://127.0.0.1:${elsewhere.port}/api/v1/auth/status` }, body: '' };
    const err = await call();
    expect(err).toBeInstanceOf(ServerError);
    expect(err.status).toBe(302);
    expect(elsewhere.connections()).toBe(0);
  });

  it('keeps nothing of a body that is not the spec’s error object', async () => {
    for (const body of ['INTERNAL-ONLY-BODY host=db.internal db_password=hunter2', '<html>proxy</html>', '{"message":"db_password=hunter2"}', '"db_password=hunter2"']) {
      reply = { status: 500, headers: { 'content-type': 'text/plain' }, body };
      const err = await call();
      expect(err.apiMessage, body).toBeUndefined();
      expect(err.message).not.toMatch(/hunter2|INTERNAL|proxy/);
    }
  });

  it('keeps the spec’s `error` field on one line, cut to the limit', async () => {
    reply = { status: 400, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ error: `start_time: bad\n\r${'x'.repeat(500)}` }) };
    const err = await call();
    expect(err.apiMessage).toMatch(/^start_time: bad x+…$/);
    expect(err.apiMessage!.length).toBe(API_MESSAGE_MAX);
  });
});

describe('no answer reads the same whatever the cause (no oracle on hosts and ports)', () => {
  let silent: Awaited<ReturnType<typeof listener>>;
  let garbage: Awaited<ReturnType<typeof listener>>;
  let closedPort: number;
  const held: Socket[] = [];
  beforeAll(async () => {
    // Accepts and never answers; answers a TLS hello with bytes that are not TLS; was listening, now closed.
    silent = await listener((s) => void held.push(s));
    garbage = await listener((s) => {
      held.push(s);
      s.end('HTTP/1.1 200 OK\r\n\r\nnot tls');
    });
    const gone = await listener();
    closedPort = gone.port;
    await new Promise<void>((resolve) => gone.server.close(() => resolve()));
  });
  afterAll(async () => {
    for (const s of held) s.destroy();
    for (const l of [silent, garbage]) {
      await new Promise<void>((resolve) => l.server.close(() => resolve()));
    }
  });

  it('a closed port, a silent one, a TLS failure and an address the bot will not call give one message; the cause is kept for the log', async () => {
    const tries = [
      { baseUrl: `http://127.0.0.1:${closedPort}/api/v1` },
      { baseUrl: `http://127.0.0.1:${silent.port}/api/v1` },
      { baseUrl: `https://127.0.0.1:${garbage.port}/api/v1` },
      { baseUrl: `https://localhost:${silent.port}/api/v1`, publicOnly: true },
    ];
    const errors: NetworkError[] = [];
    for (const t of tries) {
      const client = createApiClient({ ...t, apiKey: 'k', retry: { maxRetries: 0 }, timeouts: { connectMs: 300, headersMs: 300, bodyMs: 300 } });
      const err = await failure(client.auth.status());
      await client.close();
      expect(err, t.baseUrl).toBeInstanceOf(NetworkError);
      errors.push(err as NetworkError);
    }
    expect(new Set(errors.map((e) => e.message))).toEqual(new Set(['auth.status: could not reach the reporting API']));
    // The operator's log still tells them apart.
    expect(new Set(errors.map((e) => e.reason)).size).toBe(4);
  });
});
