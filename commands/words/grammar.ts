// Whether a text is written in the command grammar rather than in plain words: every word after
// the subcommand is an option, an id, a number or date, or one of the grammar's own words. "scheduled
// tasks" parses (Task id "tasks") but is plain words; "revenue last week by country" is grammar.
import { BREAKDOWN_DIMENSIONS, BREAKDOWN_METRICS } from '../../src/api/index.js';
import { COMMANDS } from '../registry.js';
import { connectCommand } from '../connect/index.js';

const GRAMMAR_WORDS = new Set<string>([
  ...BREAKDOWN_DIMENSIONS, ...BREAKDOWN_METRICS,
  'today', 'yesterday', 'last', 'past', 'this', 'week', 'month', 'quarter', 'year', 'mtd', 'qtd', 'ytd', 'days', 'day', 'to',
  'by', 'stats', 'bids', 'bid', 'watch', 'here', 'csv', 'file', 'hourly', 'show', 'validate', 'live', 'draft', 'version', 'id', 'yaml',
  'list', 'add', 'remove', 'pause', 'resume', 'edit', 'delete', 'run', 'preview', 'allow', 'deny', 'read', 'manage', 'guests', 'admin',
  'retention', 'bind', 'unbind', 'ack', 'snooze', 'mute', 'refusals', 'drop', 'any-segment', 'ios', 'android', 'impressions', 'requests',
  ...COMMANDS.flatMap((c) => [c.name, ...(c.aliases ?? [])]),
]);

export function isGrammarText(text: string): boolean {
  const [first = '', ...rest] = text.toLowerCase().split(/\s+/);
  const command = COMMANDS.find((c) => c.name === first || c.aliases?.includes(first));
  const again = (w: string) => command !== undefined && (w === command.name || command.aliases?.includes(w) === true);
  return rest.every((w, i) => !again(w) && (/[^a-z]/.test(w) || GRAMMAR_WORDS.has(w) || accountNamed(first, rest, i)));
}

/** "connect bind C07… finance", "connect remove globex": the account's name the grammar takes there, any word (round 50). */
const accountNamed = (first: string, rest: readonly string[], i: number): boolean =>
  first === connectCommand.name && i === rest.length - 1 && ((rest[0] === 'bind' && i === 2 && /^[cg][a-z0-9]{6,}$/.test(rest[1] ?? '')) || (rest[0] === 'remove' && i === 1));
