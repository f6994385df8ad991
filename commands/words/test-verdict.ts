// An A/B test named by its name alone ("can we ship the banner refresh 30->45?", "ok to roll out the
// bonus coins offer"): whether to ship it is what its verdict answers (docs/words.md: of a test, a
// judgement is what its status answers), as "can we ship the banner test" already was. Its own module
// (issue 38's thirty-second round): read-parts.ts calls it once the test is named.
import type { Reading } from './reading.js';

const SHIP = new Set(['ship', 'shippable', 'shipping', 'rollout', 'launch', 'launching']);

export function verdictWords(r: Reading): void {
  const t = r.tokens.words;
  t.forEach((w, i) => {
    if (r.used[i]) return;
    if (SHIP.has(w) || (/^roll(?:ing)?$/.test(w) && t[i + 1] === 'out')) r.used[i] = true;
    else if (w === 'out' && /^roll(?:ing)?$/.test(t[i - 1] ?? '')) r.used[i] = true;
  });
}
