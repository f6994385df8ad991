// Chat phrases that point at a subcommand without naming it (./read.ts): "how come", "what's going
// on with" (why), "who am I", "which account" (whoami), "who can" (access), "timing out" (the
// auction picture), "unmapped" (demand). Kept apart from the reader's loop so that loop reads the
// figures, filters and splits, and these phrases are found in one place.
import { accessCommand } from '../access/index.js';
import { auctionCommand } from '../auction/index.js';
import { demandCommand } from '../demand/index.js';
import { whoamiCommand } from '../whoami/index.js';
import { whyCommand } from '../why/index.js';
import type { Reading } from './reading.js';

/** How many words at t[i] are a phrase that points at a subcommand (added to the reading), or 0. */
export function commandPhraseAt(t: readonly string[], i: number, r: Reading): number {
  const [w, next, after] = [t[i]!, t[i + 1], t[i + 2]];
  // "how come", "what's going on with", "what's up with": why it moved, asked in chat.
  if ((w === 'how' && next === 'come') || (w === 'going' && next === 'on') || (w === 'up' && next === 'with' && /^what/.test(t[i - 1] ?? ''))) {
    r.intents.add(whyCommand);
    return 2;
  }
  if (w === 'who' && next === 'am' && after === 'i') {
    r.intents.add(whoamiCommand);
    return 3;
  }
  if (w === 'who' && (next === 'can' || next === 'has' || next === 'have' || next === 'may')) {
    r.intents.add(accessCommand);
    return 2;
  }
  if ((w === 'timing' || w === 'timed' || w === 'time') && next === 'out') {
    r.intents.add(auctionCommand);
    return 2;
  }
  if (w === 'unmapped') {
    r.intents.add(demandCommand);
    return next === 'ad_unit' || next === 'adunits' || next === 'units' ? 2 : 1;
  }
  if ((w === 'which' || w === 'what') && next === 'account') {
    r.intents.add(whoamiCommand);
    return 2;
  }
  return 0;
}
