// Each registered subcommand declares its need with its definition (commands/<name>/, `need`: a
// required field, so none is left undecided), and the pure policy decision
// (src/store/access-policy.ts) holds its rules for every kind of person.
import { describe, expect, it } from 'vitest';
import { findCommand } from '../../commands/dispatch.js';
import { COMMANDS } from '../../commands/registry.js';
import { needOf as needOfCommand } from '../../src/app/request.js';
import { decide, DEFAULT_POLICY, normalizePolicy, type AccessPolicy, type Requester } from '../../src/store/access-policy.js';

const person = (kind: Requester['kind'], extra: Partial<Requester> = {}): Requester => ({ userId: 'U1', sameOrg: true, kind, workspaceAdmin: false, ...extra });

/** The need of a request of the subcommand called `name`, as the access gate reads it. */
const needOf = (name: string, request: unknown, channelId: string | undefined) => needOfCommand(findCommand(COMMANDS, name), request, channelId);

describe('needs', () => {
  it('audits a read under the subcommand\'s name, and a help or usage answer with no capability', () => {
    // A report question: the only kind an external grant may admit.
    expect(needOf('revenue', {}, 'C1')).toEqual({ capability: 'read', question: true, memberOf: [], audit: { action: 'command', subject: 'revenue', detail: {} } });
    expect(needOf('whoami', {}, 'C1')).toEqual({ capability: 'read', memberOf: [], audit: { action: 'command', subject: 'whoami', detail: {} } });
    expect(needOf('digest', { action: 'list' }, 'C1').question).toBeUndefined();
    expect(needOf('help', {}, 'C1')).toEqual({ memberOf: [], audit: { action: 'command', subject: 'help', detail: {} } });
    expect(needOfCommand(undefined, undefined, 'C1').capability).toBeUndefined();
  });

  it('asks manage and membership of the target channel for a digest or alert posting in a channel', () => {
    expect(needOf('alerts', { action: 'add', spec: { kind: 'config', selector: {} }, channels: [], here: true, dm: false, mentions: ['S1'] }, 'C1')).toMatchObject({ capability: 'manage', memberOf: ['C1'] });
    // Every destination channel counts; a DM is nobody's channel to check.
    expect(needOf('alerts', { action: 'add', spec: { kind: 'config', selector: {} }, channels: ['C2', 'C3'], here: true, dm: true, mentions: [] }, 'C1')).toMatchObject({ memberOf: ['C2', 'C3', 'C1'] });
    expect(needOf('digest', { action: 'run', id: 'sub_abcdef' }, 'C1')).toMatchObject({ capability: 'manage', owned: { kind: 'subscription', id: 'sub_abcdef' } });
    expect(needOf('access', { action: 'allow', capability: 'read', target: { kind: 'guests' } }, 'C1').capability).toBe('admin');
  });

  it('asks manage for `abtest watch` (it creates a watch; with `here`, its card posts in the channel), read for `abtest <id>`', () => {
    expect(needOf('abtest', { id: 'abt_1' }, 'C1')).toMatchObject({ capability: 'read', memberOf: [], audit: { action: 'command' } });
    expect(needOf('abtest', { id: '', watch: { abTestId: 'abt_1', here: true } }, 'C1')).toMatchObject({ capability: 'manage', memberOf: ['C1'], audit: { action: 'alert', subject: 'abtest watch' } });
    expect(needOf('abtest', { id: '', watch: { abTestId: 'abt_1', here: false } }, 'C1')).toMatchObject({ capability: 'manage', memberOf: [] });
  });
});

describe('decide', () => {
  const restricted: AccessPolicy = { ...DEFAULT_POLICY, restrictions: { export: { groups: ['S1'], channels: [] }, read: { groups: [], channels: ['C9'] } } };
  const no = () => false;

  it('refuses outsiders and deactivated accounts whatever the policy says', () => {
    const open = { ...DEFAULT_POLICY, guests: ['read' as const, 'export' as const, 'manage' as const] };
    expect(decide(open, person('member', { sameOrg: false, workspaceAdmin: true }), { capability: 'read' }, no)).toEqual({ ok: false, reason: 'external' });
    expect(decide(open, person('external'), {}, no)).toEqual({ ok: false, reason: 'external' });
    expect(decide(open, person('deleted'), { capability: 'read' }, no)).toEqual({ ok: false, reason: 'deleted' });
  });

  it('lets guests do only what was allowed to them, never admin', () => {
    expect(decide(DEFAULT_POLICY, person('guest'), { capability: 'read' }, no)).toEqual({ ok: false, reason: 'guest' });
    const guests = { ...DEFAULT_POLICY, guests: ['read' as const], admins: ['U1'] };
    expect(decide(guests, person('guest'), { capability: 'read' }, no)).toEqual({ ok: true, admin: false });
    expect(decide(guests, person('guest', { workspaceAdmin: true }), { capability: 'admin' }, no)).toEqual({ ok: false, reason: 'guest' });
  });

  it('applies group and channel limits to members, not to admins', () => {
    expect(decide(restricted, person('member'), { capability: 'export' }, no)).toEqual({ ok: false, reason: 'group' });
    // An export shows report data: it also needs read, which is limited to C9 here.
    expect(decide(restricted, person('member'), { capability: 'export' }, () => true)).toEqual({ ok: false, reason: 'channel' });
    expect(decide(restricted, person('member'), { capability: 'export', channelId: 'C9' }, () => true)).toEqual({ ok: true, admin: false });
    expect(decide(restricted, person('member'), { capability: 'read', channelId: 'C1' }, no)).toEqual({ ok: false, reason: 'channel' });
    expect(decide(restricted, person('member'), { capability: 'read', channelId: 'C9' }, no)).toEqual({ ok: true, admin: false });
    expect(decide(restricted, person('member', { workspaceAdmin: true }), { capability: 'export' }, no)).toEqual({ ok: true, admin: true });
    expect(decide(restricted, person('member'), { capability: 'admin' }, no)).toEqual({ ok: false, reason: 'not_admin' });
  });

  it('reads a stored policy defensively', () => {
    expect(normalizePolicy({ guests: ['read', 'admin', 7], restrictions: { read: { groups: [], channels: [] } }, auditRetentionDays: -3 })).toEqual({ ...DEFAULT_POLICY, guests: ['read'] });
  });
});
