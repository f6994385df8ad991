// The A/B test digest: per test, the status sentence the abtest command gives (its reason, and
// when required_n is due) and the lift and revenue totals of the run.
import { runFacts, statusSentence, type AbRun } from './abtest.js';
import { context, esc, header, section } from './blocks.js';
import { fitMessage } from './limits.js';
import type { BotMessage, KnownBlock } from './types.js';

export type AbTestLine = { id: string; run: AbRun } | { id: string; missing: true };

export function abTestDigestView(lines: AbTestLine[], at: Date): BotMessage {
  const blocks: KnownBlock[] = [header('A/B tests'), context(`As of ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC · A/B reports use UTC days`)];
  if (lines.length === 0) {
    blocks.push(section('No A/B tests are chosen for this digest. Edit the subscription (App Home → Edit) and list the test ids.'));
  }
  for (const l of lines) {
    if ('missing' in l) {
      blocks.push(section(`:grey_question: *${esc(l.id)}* — the API knows no A/B test with this id. Remove it from the digest or check the id.`));
      continue;
    }
    blocks.push(section([`*${esc(l.id)}*`, statusSentence(l.run), ...runFacts(l.run)].join('\n')));
  }
  const achieved = lines.filter((l) => 'run' in l && l.run.report.status === 'achieved').length;
  return { text: `A/B tests: ${lines.length} followed, ${achieved} achieved`, blocks: fitMessage(blocks), kind: 'answer' };
}
