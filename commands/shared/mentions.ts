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

/** `<#C123|name>` or a bare C…/G… id. */
export function readChannel(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const m = /^<#([CG][A-Z0-9]+)(\|[^>]*)?>$/.exec(text.trim()) ?? /^([CG][A-Z0-9]{2,})$/.exec(text.trim());
  if (!m) throw new UsageProblem(`"${text}" is not a channel id: write "here" for this channel, or give its id (C…, from the channel details)`);
  return m[1]!;
}
