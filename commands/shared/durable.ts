// Helpers for subcommands that keep durable state (digest, alerts, abtest watch): reaching the
// store, the workspace, ownership checks and Slack mention tokens.
import { errorView } from '../../views/error.js';
import type { BotMessage } from '../../views/types.js';
import type { CommandContext } from '../types.js';
import { UsageProblem } from './args.js';

/** What a user reads when a request cannot be served (not a crash): what happened and what to do. */
export function refusal(what: string, next: string): BotMessage {
  return { ...errorView({ what, next }), kind: 'usage' };
}

export const NO_DATABASE = refusal(
  'Digests, alerts and watches need the bot’s database, which is not set up in this instance.',
  'Ask an admin to set DATABASE_URL (or DATA_DIR for the embedded database) and restart the bot.',
);

/** The workspace of the request (Slack always sends it; the local console has one). */
export function teamOf(ctx: CommandContext): string {
  return ctx.teamId ?? 'T_LOCAL';
}

/** `<@U123|name>`, `<!subteam^S123|@team>` or bare U…/W…/S… ids → the ids. */
export function readMentions(text: string | undefined): string[] {
  if (text === undefined) return [];
  const ids = text.split(',').map((raw) => {
    const t = raw.trim();
    const m = /^<@([UW][A-Z0-9]+)(\|[^>]*)?>$/.exec(t) ?? /^<!subteam\^(S[A-Z0-9]+)(\|[^>]*)?>$/.exec(t) ?? /^([UWS][A-Z0-9]{2,})$/.exec(t);
    if (!m) throw new UsageProblem(`"${t}" is not a user or user group id: give U… (profile → ⋯ → Copy member ID) or S… for a user group`);
    return m[1]!;
  });
  return [...new Set(ids)];
}

/** `<#C123|name>` or a bare C…/G… id. */
export function readChannel(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const m = /^<#([CG][A-Z0-9]+)(\|[^>]*)?>$/.exec(text.trim()) ?? /^([CG][A-Z0-9]{2,})$/.exec(text.trim());
  if (!m) throw new UsageProblem(`"${text}" is not a channel id: write "here" for this channel, or give its id (C…, from the channel details)`);
  return m[1]!;
}
