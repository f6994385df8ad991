// The App Home tab: the subcommands by group and how to use them.
import type { HomeView } from './types.js';
import { context, esc, header, section } from './blocks.js';
import { LIMITS } from './limits.js';
import type { CommandDoc } from './help.js';

export function homeView(docs: readonly CommandDoc[]): HomeView {
  const groups = [...new Set(docs.map((d) => d.group))];
  const blocks = [
    header('adops'),
    section('Ask the reporting API from any channel with `/adops`. Answers are private until you press *Share to channel*.'),
    ...groups.map((g) =>
      section(`*${esc(g)}*\n${docs.filter((d) => d.group === g).map((d) => `• \`/adops ${esc(d.usage)}\` — ${esc(d.summary)}`).join('\n')}`),
    ),
    context('Dates are read in your Slack timezone. `/adops help` lists examples.'),
  ];
  return { type: 'home', blocks: blocks.slice(0, LIMITS.surfaceBlocks) };
}
