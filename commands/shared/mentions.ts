// Slack references in command text: users and user groups to mention, a channel to post in.
import { UsageProblem } from './args.js';

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

/**
 * `<#C123|name>` (a channel picked in Slack's composer: /adops is declared with should_escape,
 * so Slack sends channels this way) or a bare C…/G… id. A plain `#name` is a name Slack did not
 * turn into a channel (typed without picking it, or one the user cannot see): only the channel's
 * id is safe to act on, so the answer says how to pick it.
 */
export function readChannel(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const t = text.trim();
  const m = /^<#([CG][A-Z0-9]+)(\|[^>]*)?>$/.exec(t) ?? /^([CG][A-Z0-9]{2,})$/.exec(t);
  if (m) return m[1]!;
  if (/^#[^\s#<>]+$/.test(t)) {
    throw new UsageProblem(
      `"${t}" reached me as plain text, not as a channel: type # and pick the channel from Slack's list (it then sends the channel itself), write "here" in that channel, or give its id (C…, from the channel details)`,
    );
  }
  throw new UsageProblem(`"${t}" is not a channel id: write "here" for this channel, or give its id (C…, from the channel details)`);
}
