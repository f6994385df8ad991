// An A/B test named by its name alone ("can we ship the banner refresh 30->45?", "ok to roll out the
// bonus coins offer"): whether to ship it is what its verdict answers (docs/words.md: of a test, a
// judgement is what its status answers), as "can we ship the banner test" already was. Its own module
// (issue 38's thirty-second round): read-parts.ts calls it once the test is named.
import type { Reading } from './reading.js';

const SHIP = new Set(['ship', 'shippable', 'shipping', 'rollout', 'launch', 'launching']);

/** What a test's report shows, asked of the test named (round 49): whether it won, its chart, how long until its sample is reached. */
const SHOWN = new Set(['winner', 'winning', 'won', 'loser', 'losing', 'lost', 'cumulative', 'chart', 'graph', 'curve', 'plot', 'sample', 'size', 'reach', 'reached', 'reaches', 'hit', 'hits', 'significance', 'significant']);
/** "how many more days until …", "days left": the days a test's due date counts, not a period. */
const DAYS_LEFT = /^(?:until|till|left|remaining|to)$/;

export function verdictWords(r: Reading): void {
  const t = r.tokens.words;
  t.forEach((w, i) => {
    if (r.used[i]) return;
    // ("until we reach …" is the test's due date; "until yesterday" the period's end, left to it)
    if (SHOWN.has(w) || (/^(?:until|till)$/.test(w) && !r.used[i + 1]) || (/^days?$/.test(w) && (['more', 'many'].includes(t[i - 1] ?? '') || DAYS_LEFT.test(t[i + 1] ?? '')))) r.used[i] = true;
    else if (SHIP.has(w) || (/^roll(?:ing)?$/.test(w) && t[i + 1] === 'out')) r.used[i] = true;
    else if (w === 'out' && /^roll(?:ing)?$/.test(t[i - 1] ?? '')) r.used[i] = true;
  });
}
