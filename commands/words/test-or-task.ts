// Which A/B test or Task a question asks for, once ./compose.ts has picked abtest or tasks: the one
// its id or the words of its name give; more than one that fits, asked back; none named, the list
// ("tests", "which experiments are done") or asked. Kept apart from the composer, which picks the
// report: this picks the one thing of that report.
import { abtestCommand } from '../abtest/index.js';
import { tasksCommand } from '../tasks/index.js';
import type { RegisteredCommand } from '../types.js';
import { clarify, command, type Composed } from './compose-reports.js';
import type { Reading } from './reading.js';
import { asksTestsByStatus } from './test-status.js';

/** An A/B test or a Task by its id or the words of its name. */
export function testOrTaskNamed(cmd: RegisteredCommand, r: Reading, range: string, what: string): Composed {
  const typed = r.ids.find((id) => (cmd === abtestCommand ? /^abt_/i : /^task_/i).test(id));
  const ids = typed ? [typed] : (r.named ?? []);
  if (ids.length === 1) return command(cmd.name, ids[0], range);
  if (ids.length > 1) return clarify(`More than one ${what} fits; which one?`, ids.map((id) => `${cmd.name} ${id} ${range}`.trim()));
  if (cmd === tasksCommand && r.tokens.words.some((w) => w === 'that' || w === 'this' || w === 'it')) return clarify('Which Task? Name it or give its id.', [cmd.name]);
  if (cmd === tasksCommand) return command(cmd.name);
  // "tests", "list all experiments": the list (none named, the plural alone or with "list"/"all"; "which tests are running" is asked).
  const plural = r.tokens.words.filter((w) => ['tests', 'experiments', 'abtests', 'ab', 'a/b', ...(r.tokens.words.includes('list') ? ['test', 'experiment', cmd.name] : [])].includes(w));
  if (!range && cmd === abtestCommand && asksTestsByStatus(r.tokens.words)) return command(cmd.name, 'list');
  if (plural.length && !range && r.tokens.words.every((w) => plural.includes(w) || ['list', 'all', 'our', 'the', 'show', 'me', 'my', 'which', 'what', 'do', 'we', 'have', 'are', 'there', 'any', 'got', 'please', 'pls', 'plz', 'thanks', 'thx', 'can', 'could', 'would', 'kindly', 'i', 'you', 'see', 'get', 'give', 'us'].includes(w))) return command(cmd.name, 'list');
  // (the A/B tests' list for a test, never the Tasks')
  return clarify(`Which ${what}? Name it or give its id.`, [cmd === abtestCommand ? `${cmd.name} list` : tasksCommand.name]);
}
