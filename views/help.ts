// Help: the grouped list of subcommands with examples, and the usage of one subcommand
// (shown when its arguments could not be read).
import { RANGE_HELP } from '../src/time/range.js';
import { context, esc, header, section } from './blocks.js';
import { fitMessage } from './limits.js';
import type { BotMessage, KnownBlock } from './types.js';

export interface CommandDoc {
  name: string;
  aliases?: readonly string[];
  group: string;
  summary: string;
  usage: string;
  examples: readonly string[];
  /** More for `help <subcommand>` (the kinds of digest), mrkdwn lines shown as written. */
  details?: readonly string[];
}

const SLASH = '/adops';

export function helpView(docs: readonly CommandDoc[], note?: string): BotMessage {
  const groups = [...new Set(docs.map((d) => d.group))];
  const blocks: KnownBlock[] = [header('adops — reports and ops from the reporting API')];
  if (note) blocks.push(section(`:grey_question: ${esc(note)}`, 'adops_usage'));
  for (const group of groups) {
    const lines = docs
      .filter((d) => d.group === group)
      .map((d) => `• \`${SLASH} ${esc(d.usage)}\`\n      ${esc(d.summary)}${d.examples[0] ? ` — e.g. \`${SLASH} ${esc(d.examples[0])}\`` : ''}`);
    blocks.push(section(`*${group}*\n${lines.join('\n')}`));
  }
  blocks.push(
    context(
      `Ranges: ${RANGE_HELP} — read in your Slack timezone. Answers are private; press *Share to channel* under one to post it.`,
    ),
  );
  return { text: note ?? 'adops help', blocks: fitMessage(blocks, { reserveBlocks: 1 }), kind: note ? 'usage' : 'answer', shareable: false };
}

/** `help <subcommand>`: everything its usage error gives (usage, every example), and its details. */
export function commandHelpView(doc: CommandDoc): BotMessage {
  const blocks: KnownBlock[] = [header(`${SLASH} ${doc.name}`), ...aboutBlocks(doc)];
  if (doc.details?.length) blocks.splice(2, 0, section(doc.details.join('\n')));
  return { text: `${SLASH} ${doc.usage}`, blocks, kind: 'answer', shareable: false };
}

/** Usage, examples and ranges: what both the help of one subcommand and its usage error show. */
function aboutBlocks(doc: CommandDoc): KnownBlock[] {
  const aliases = doc.aliases?.length ? ` (also: ${doc.aliases.map((a) => `\`${a}\``).join(', ')})` : '';
  return [
    section(`*Usage*${aliases}\n\`${SLASH} ${esc(doc.usage)}\`\n${esc(doc.summary)}`),
    section(`*Examples*\n${doc.examples.map((e) => `• \`${SLASH} ${esc(e)}\``).join('\n')}`),
    context(`Ranges: ${RANGE_HELP}.`),
  ];
}

export function usageView(doc: CommandDoc, problem: string): BotMessage {
  const blocks: KnownBlock[] = [section(`:warning: ${esc(problem)}`, 'adops_usage'), ...aboutBlocks(doc)];
  return { text: `${problem} — usage: ${SLASH} ${doc.usage}`, blocks, kind: 'usage' };
}
