// `/adops connect`: the form that takes a reporting API's base URL and key, and the list of the
// workspace's connections. A key is never shown again: only its masked hint (src/store/crypto.ts).
import { FEATURE_LABELS, FEATURES, type FeatureStates } from '../src/api/index.js';
import type { Binding, Connection } from '../src/store/index.js';
import { context, esc, header, section } from './blocks.js';
import { modal, textInput, type ModalView } from './modal-kit.js';
import type { BotMessage } from './types.js';

export const CONNECT_MODAL = 'adops_connect_modal';

/** The button that opens this form (App Home's "Connect …"), declared with `connect` (commands/connect). */
export const CONNECT_ACTION = 'adops_home_connect';

export function connectModal(): ModalView {
  return modal({
    callbackId: CONNECT_MODAL,
    title: 'Connect an account',
    submit: 'Connect',
    blocks: [
      textInput('base_url', 'API base URL', undefined, { placeholder: 'https://reporting.example.com/api/v1', hint: 'Including /api/v1.' }),
      textInput('api_key', 'API key', undefined, { hint: 'From the reporting web app’s settings. Checked with /auth/status, stored encrypted, never shown again.' }),
      textInput('name', 'Name', 'main', { hint: 'What to call it in `/adops connect bind #channel <name>` (letters, digits, - and _).' }),
    ],
  });
}

/** A key's permissions as the API lists them. */
export function permissionsText(permissions: readonly string[]): string {
  return permissions.length ? permissions.map((p) => `\`${esc(p)}\``).join(' ') : '_no permissions listed_';
}

/**
 * A key's account features, each on or off (or not known yet), and when they were last checked:
 * the API does not list them, the bot learns them (src/api/features.ts).
 */
export function featuresText(features: FeatureStates, checkedAt: Date | null): string {
  const each = FEATURES.map((f) => `${FEATURE_LABELS[f]} ${features[f] === true ? '*on*' : features[f] === false ? '*off*' : '_not known yet_'}`);
  const when = checkedAt ? `last checked ${checkedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'not checked yet';
  return `Features: ${each.join(' · ')} (${when})`;
}

function line(c: Connection, channels: string[]): string {
  const bound = channels.length ? ` · bound: ${channels.map((ch) => `<#${ch}>`).join(' ')}` : '';
  return `*${esc(c.name)}*${c.isDefault ? ' (default)' : ''} — account *${esc(c.account)}* · ${esc(c.baseUrl)} · key \`${esc(c.keyHint)}\`\nPermissions: ${permissionsText(c.permissions)}${bound}\n${featuresText(c.features, c.featuresCheckedAt)}`;
}

/** A digest or alert that moved account (connect bind, unbind, remove), as its owner is told. */
export interface MovedItem {
  id: string;
  what: string;
  from?: string;
  to?: string;
  /** Paused: what the new account's key lacks. */
  paused?: string;
}

export function accountMovedView(items: readonly MovedItem[], why: string): BotMessage {
  const lines = items.map((i) => {
    const to = i.to ? `now runs on account *${esc(i.to)}*` : 'now runs on the bot’s own key';
    const from = i.from ? ` (was *${esc(i.from)}*)` : '';
    const paused = i.paused ? ` — *paused*: its key lacks ${esc(i.paused)}; \`/adops digest delete ${i.id}\` or ask an admin` : '';
    return `• \`${i.id}\` ${i.what} ${to}${from}${paused}`;
  });
  return {
    text: `${items.length} of your digests and alerts changed account: ${why}.`,
    blocks: [section(`:arrows_counterclockwise: ${esc(why)}, so your digests and alerts there changed account:`), section(lines.join('\n').slice(0, 2900)), context('`/adops digest list` and `/adops alerts list` show the account each one uses.')],
    kind: 'answer',
  };
}

export function connectionsView(connections: readonly Connection[], bindings: readonly Binding[], note?: string): BotMessage {
  if (!connections.length) {
    return {
      text: `${note ? `${note} ` : ''}No reporting account is connected: answers use the bot's own API key, if it has one.`,
      blocks: [
        ...(note ? [section(esc(note))] : []),
        section('No reporting account is connected to this workspace.'),
        context('An admin connects one with `/adops connect` (a form: API base URL and key).'),
      ],
      kind: 'answer',
    };
  }
  const channelsOf = (id: string) => bindings.filter((b) => b.connectionId === id).map((b) => b.channelId);
  return {
    text: `${note ? `${note} ` : ''}Connected: ${connections.map((c) => `${c.name} (account ${c.account})`).join(', ')}`,
    blocks: [
      header('Reporting accounts'),
      ...(note ? [section(esc(note))] : []),
      ...connections.map((c) => section(line(c, channelsOf(c.id)))),
      context('Keys are stored encrypted and shown masked. `connect bind #channel <name>` · `connect unbind #channel` · `connect remove <name>`'),
    ],
    kind: 'answer',
  };
}

/** The saved connection, as its admin is told (by DM) after the form. */
export function connectedView(c: Connection): BotMessage {
  return connectionsView([c], [], `Connected account ${c.account} as “${c.name}”.`);
}

/** How posts and answers name an account: `acct_123 (globex)`. */
export const accountName = (c: { account: string; name: string }): string => `${c.account} (${c.name})`;

/** The answer with the account it came from named in a context line (several accounts in play). */
export function withAccountLine(message: BotMessage, account: string): BotMessage {
  return { ...message, blocks: [...message.blocks, context(`Account: *${esc(account)}*`)] };
}

/** The DM to whoever installed the app (OAuth mode): what to do next. */
export function installedView(workspace: string | undefined): BotMessage {
  const where = workspace ? ` in *${esc(workspace)}*` : '';
  const text = `adops is installed${where}. Next, connect your reporting account: run /adops connect.`;
  return {
    text,
    blocks: [
      section(`:wave: adops is installed${where}.`),
      section('*Next: connect your reporting account.* A workspace admin runs `/adops connect` (or presses *Connect a reporting account* in my App Home). It asks for the API base URL and an API key from the reporting web app’s settings; the key is stored encrypted and never shown again.'),
      context('Until a reporting account is connected, commands answer with how to connect. `/adops help` lists everything.'),
    ],
    kind: 'answer',
  };
}
