// whoami: the identity behind the API key (spec 2.2). Only the obfuscated key value is shown.
import type { FeatureStates, IdentityStatus } from '../src/api/index.js';
import { context, esc, fields, header, section } from './blocks.js';
import { featuresText, permissionsText } from './connect.js';
import type { BotMessage } from './types.js';

/** Another account the asker may read, as whoami lists it. */
export interface OtherAccount {
  line: string;
  permissions: readonly string[];
  features: FeatureStates;
  featuresCheckedAt: Date | null;
}

/** `keyCan`: the key's features and when checked; `account`: the connection answering here; `others`: the rest the asker may read. */
export function whoamiView(id: IdentityStatus, keyCan?: { features: FeatureStates; checkedAt: Date | null; account?: string; others?: readonly OtherAccount[] }): BotMessage {
  const pairs: [string, string][] = [
    ['Organization', esc(id.idp_organization_id)],
    ['Account', esc(id.account_id ?? '—') + (id.account_type ? ` (${esc(id.account_type)})` : '')],
    ['API key', esc(id.api_key_name ?? '—') + (id.api_key_id ? ` · ${esc(id.api_key_id)}` : '')],
    ['Key value', id.api_key_obfuscated_value ? `\`${esc(id.api_key_obfuscated_value)}\`` : '—'],
    ['Credential', esc(id.auth_type ?? '—') + (id.role ? ` · role ${esc(id.role)}` : '')],
  ];
  if (id.email) pairs.push(['Email', esc(id.email)]);
  if (id.expires_at) pairs.push(['Expires', esc(id.expires_at)]);
  const perms = id.permissions?.length ? id.permissions.map((p) => `\`${esc(p)}\``).join(' ') : '_none listed_';
  return {
    text: `API key ${id.api_key_name ?? ''} for account ${id.account_id ?? id.idp_organization_id}`,
    blocks: [
      header('Who the bot is to the reporting API'),
      ...fields(pairs),
      section(`*Permissions*\n${perms}`),
      ...(keyCan ? [section(featuresText(keyCan.features, keyCan.checkedAt))] : []),
      ...(keyCan?.account ? [context(`Answers here come from account *${esc(keyCan.account)}*.`)] : []),
      ...(keyCan?.others?.length
        ? [section(`*Other accounts you may read* (\`account=<name>\`)\n${keyCan.others.map((o) => `• *${esc(o.line)}* — ${permissionsText(o.permissions)}\n   ${featuresText(o.features, o.featuresCheckedAt)}`).join('\n')}`)]
        : []),
      context('reports:read → reports, exports, network · auctions:read → auctions · configuration:read → config, Tasks · features: network reporting → network, demand comparison → demand and reconcile, scheduled agents → Tasks'),
    ],
    kind: 'answer',
  };
}
