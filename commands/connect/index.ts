// connect · connect show · connect bind <channel> <name> · connect unbind <channel> · connect remove
// <name>: the workspace's reporting accounts (src/store/connections.ts). The form (a modal) takes
// the base URL and key; its submission is checked with /auth/status and sealed (./form.ts), so a
// key never travels through command text or a log. Only admins run these (`need` below); the list
// itself shows no key, only its hint.
import { CONNECT_ACTION, connectionsView, connectModal } from '../../views/connect.js';
import { refusal } from '../../views/error.js';
import { parseWith, UsageProblem } from '../shared/args.js';
import { readChannel } from '../shared/mentions.js';
import { defineCommand, type Need } from '../types.js';
import { CONNECT_FORM, CONNECTION_NAME, type ConnectionSaved } from './form.js';
import { accountsState, moveToNewAccounts } from './moves.js';

export type ConnectRequest =
  | { action: 'form' }
  | { action: 'show' }
  | { action: 'bind'; channelId: string; name: string }
  | { action: 'unbind'; channelId: string }
  | { action: 'remove'; name: string }
  /** The form was submitted and saved (./form.ts): never parsed from text. */
  | ConnectionSaved;

const USAGE = 'connect (a form) · connect show · connect bind <channel id> <name> · connect unbind <channel id> · connect remove <name>';

function readName(word: string | undefined): string {
  if (!word || !CONNECTION_NAME.test(word)) throw new UsageProblem('say which connection by its name (`connect show` lists them)');
  return word;
}

function readBoundChannel(word: string | undefined): string {
  const channel = readChannel(word);
  if (!channel) throw new UsageProblem('say which channel: `#channel` or its id (C…)');
  return channel;
}

export function parseConnect(text: string) {
  return parseWith(text, (args): ConnectRequest => {
    const action = args.word()?.toLowerCase() ?? 'form';
    let req: ConnectRequest;
    if (action === 'form' || action === 'add' || action === 'new') req = { action: 'form' };
    else if (action === 'show' || action === 'list') req = { action: 'show' };
    else if (action === 'bind') {
      const channelId = readBoundChannel(args.word());
      req = { action, channelId, name: readName(args.word()) };
    } else if (action === 'unbind') req = { action, channelId: readBoundChannel(args.word()) };
    else if (action === 'remove' || action === 'delete') req = { action: 'remove', name: readName(args.word()) };
    else throw new UsageProblem('use connect, connect show, bind, unbind or remove');
    args.done();
    return req;
  });
}

export const connectCommand = defineCommand<ConnectRequest>({
  name: 'connect',
  aliases: ['connection', 'connections'],
  group: 'Account',
  summary: 'Connect this workspace (or one channel) to a reporting account: API base URL and key; admins.',
  usage: USAGE,
  examples: ['connect', 'connect show', 'connect bind C0AGENCY1 client_a', 'connect unbind C0AGENCY1', 'connect remove client_a'],
  need: connectNeed,
  namesOwnAccount: true,
  forms: [CONNECT_FORM],
  // App Home's Connect: the form.
  buttons: [{ id: CONNECT_ACTION, commandText: () => 'connect', answer: 'dm-problems-only' }],
  // A connection saved, bound or removed changes which account answers.
  changesAccounts: true,
  parse: parseConnect,
  run: async (req, ctx) => {
    const repo = ctx.durable.store.connections;
    if (req.action === 'form') {
      return { kind: 'form', view: async () => connectModal(), instead: refusal('Connecting needs Slack’s form, so the key is never typed into a message.', 'Run `/adops connect` in Slack.') };
    }
    const list = async (note?: string) => connectionsView(await repo.list(ctx.teamId), await repo.bindings(ctx.teamId), note);
    if (req.action === 'show') return list();
    const before = await accountsState(ctx.durable.store, ctx.teamId);
    // What changed moves the digests and alerts it concerns, each owner told (./moves.ts).
    const moved = async (why: string) => {
      const n = await moveToNewAccounts(ctx, before, await accountsState(ctx.durable.store, ctx.teamId), why);
      return n ? ` ${n} digest${n === 1 ? '' : 's'} and alerts changed account; their owners were told by DM.` : '';
    };
    if (req.action === 'saved') {
      // The API does not list a key's features: learned now with the cheapest call each needs.
      const saved = before.connections.find((c) => c.name === req.name);
      if (saved) await ctx.accounts.checkFeatures(saved.id).catch((err: unknown) => ctx.logger.warn({ err }, 'could not learn the account’s features'));
      return list(`Connected “${req.name}”: its key is stored encrypted and will only be shown masked.${await moved(`account “${req.name}” was connected`)}`);
    }
    if (req.action === 'remove') {
      if (!(await repo.remove(ctx.teamId, req.name))) return refusal(`There is no connection called “${req.name}”.`, '`/adops connect show` lists them.');
      return list(`Removed “${req.name}” and its channel bindings; its key is deleted.${await moved(`account “${req.name}” was removed`)}`);
    }
    if (req.action === 'unbind') {
      if (!(await repo.unbind(ctx.teamId, req.channelId))) return refusal(`Channel ${req.channelId} is not bound to a connection.`, '`/adops connect show` lists the bindings.');
      return list(`Channel ${req.channelId} uses the workspace’s default account again.${await moved(`channel <#${req.channelId}> was unbound`)}`);
    }
    const target = before.connections.find((c) => c.name === req.name);
    if (!target) return refusal(`There is no connection called “${req.name}”.`, 'Connect it first with `/adops connect` (name it in the form), then bind it.');
    await repo.bind(ctx.teamId, req.channelId, target.id, ctx.userId, new Date(ctx.now()));
    return list(`Channel ${req.channelId} now answers with account ${target.account} (“${target.name}”).${await moved(`channel <#${req.channelId}> was bound to “${target.name}”`)}`);
  },
});

/**
 * Who may connect (commands/types.ts `Need`): which reporting account answers is the workspace's
 * admins' choice, so every part of connect is admin.
 */
function connectNeed(req: ConnectRequest): Need {
  const detail: Record<string, string> = req.action === 'bind' ? { channel: req.channelId, connection: req.name } : req.action === 'unbind' ? { channel: req.channelId } : req.action === 'remove' || req.action === 'saved' ? { connection: req.name } : {};
  return { capability: 'admin', memberOf: [], audit: { action: req.action === 'show' || req.action === 'form' ? 'command' : 'connection', subject: `connect ${req.action}`, detail } };
}
