// What Slack does to a slash command's text when the command is declared with `should_escape: true`
// (manifest.yml): a channel or person picked in the composer arrives as `<#C…|name>` or
// `<@U…|name>`. Local mode types into a terminal or the playground, where nothing is picked: the
// channels and people the stand-in knows are escaped here, as Slack would send them; an unknown
// name stays plain text, as Slack leaves it (the bot then says how to pick it).

export interface Named {
  id: string;
  name: string;
}

/** `#name` and `@name` at the start of a word, after `=` or `,`; the name runs to a space, comma or end. */
const REFERENCE = /(^|[\s=,])([#@])([a-z0-9][a-z0-9._-]*)(?=$|[\s,])/gi;

export function escapeLikeSlack(text: string, known: { channels: readonly Named[]; users: readonly Named[] }): string {
  return text.replace(REFERENCE, (whole, before: string, sign: string, name: string) => {
    const lower = name.toLowerCase();
    if (sign === '#') {
      const channel = known.channels.find((c) => c.name.toLowerCase() === lower);
      return channel ? `${before}<#${channel.id}|${channel.name}>` : whole;
    }
    const user = known.users.find((u) => u.name.toLowerCase() === lower);
    return user ? `${before}<@${user.id}|${user.name}>` : whole;
  });
}
