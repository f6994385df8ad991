// The page's mrkdwn renderer (src/playground/web/mrkdwn.js, a browser module with no DOM use) in
// Node, and for emoji the terminal console's (src/local/render.ts): what the bot writes shows as Slack shows it — Slack's escapes once, emoji the bot uses,
// italics around words with underscores.
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { mrkdwnToText } from '../../src/local/render.js';

type Mrkdwn = (text: string) => string;
let mrkdwn: Mrkdwn;
let emoji: (name: string) => string;
beforeAll(async () => {
  // A browser module without type declarations: loaded by its address.
  const url = new URL('../../src/playground/web/mrkdwn.js', import.meta.url).href;
  ({ mrkdwn, emoji } = (await import(url)) as { mrkdwn: Mrkdwn; emoji: (name: string) => string });
});

describe('the playground’s mrkdwn', () => {
  it('shows Slack’s escapes once, inside code as outside it (help’s `help <subcommand>`)', () => {
    expect(mrkdwn('This list; `help &lt;subcommand&gt;` for one')).toBe('This list; <code>help &lt;subcommand&gt;</code> for one');
    expect(mrkdwn('a &lt; b &amp; c')).toBe('a &lt; b &amp; c');
    expect(mrkdwn('```x &lt;y&gt;```')).toBe('<pre>x &lt;y&gt;</pre>');
    // Slack's own markup is still read: a link, and a literal &lt; in Slack's text stays literal.
    expect(mrkdwn('<https://x.example/a_b_|the file>')).toBe('<a href="https://x.example/a_b_" target="_blank" rel="noopener">the file</a>');
    expect(mrkdwn('&amp;lt;b&amp;gt;')).toBe('&amp;lt;b&amp;gt;');
  });

  it('draws every emoji the bot writes, as the terminal console does', () => {
    const sources = ['views', 'commands', 'src/jobs', 'src/app'].flatMap((dir) => readSources(new URL(`../../${dir}/`, import.meta.url)));
    const used = new Set(sources.flatMap((text) => [...text.matchAll(/:([a-z][a-z0-9_+-]*[a-z]):/g)].map((m) => m[1]!)));
    for (const name of ['double_vertical_bar', 'white_check_mark', 'hourglass_flowing_sand']) expect(used).toContain(name);
    const names = [...used].filter((name) => /_|^[a-z]{2,}$/.test(name) && !['mm', 'ss', 'http', 'https'].includes(name));
    expect(names.filter((name) => emoji(name) === `:${name}:`)).toEqual([]);
    expect(names.filter((name) => mrkdwnToText(`:${name}:`) === `:${name}:`)).toEqual([]);
  });

  it('puts italics around text whose words hold underscores, and leaves words with underscores alone', () => {
    expect(mrkdwn('`3:5` bad  _unknown_bidder · bidders.bidder_zulu_')).toBe('<code>3:5</code> bad  <i>unknown_bidder · bidders.bidder_zulu</i>');
    expect(mrkdwn('_No rows in this range._')).toBe('<i>No rows in this range.</i>');
    expect(mrkdwn('snake_case_word and _it_')).toBe('snake_case_word and <i>it</i>');
    expect(mrkdwn('<https://x.example/d?x=_a_|dl>')).not.toContain('<i>');
  });
});

function readSources(dir: URL): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? readSources(new URL(`${e.name}/`, dir)) : e.name.endsWith('.ts') ? [readFileSync(new URL(e.name, dir), 'utf8')] : [],
  );
}
