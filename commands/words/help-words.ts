// The bot asked what it is for or how to do something (./read.ts): "what can you do", "what can I
// ask you" (help); "how do I set up an alert" (that help, no order); "how do I get revenue by
// country" (the figures: the words after it are the ask).
import { HELP, intentOf } from './intents.js';
import { HOW_TO_DO, HOW_TO_SEE } from './lexicon.js';
import type { Reading } from './reading.js';

/** How many words at t[i] ask for help (marking the reading), or 0. */
export function helpWordsAt(t: readonly string[], i: number, r: Reading): number {
  const [w, next, after] = [t[i], t[i + 1], t[i + 2]];
  // ("what can the export command do", "what does the reconcile command do": that subcommand's help, even where its name is a figure's too — round 49)
  const named = t[i + 2] === 'the' ? 3 : 2;
  const sub = w === 'what' && ['can', 'does', 'do'].includes(next ?? '') && /^commands?$/.test(t[i + named + 1] ?? '') && t[i + named + 2] === 'do' ? intentOf(t[i + named] ?? '') : undefined;
  if (sub) {
    [r.howTo, r.intents] = [true, r.intents.add(HELP).add(sub)];
    return named + 3;
  }
  // ("help with the revenue command", "what options does breakdown take": that subcommand's help, the word "command" or its
  // options saying it is the command asked about, not its figures — round 50)
  const of = helpOfCommand(t, i);
  if (of) {
    [r.howTo, r.intents] = [true, r.intents.add(HELP).add(of.sub)];
    return of.used;
  }
  // ("what can we do about it": advice asked of figures, not the bot's help — ./beyond.ts; round 38)
  if (w === 'what' && next === 'can' && (after === 'you' || (t.slice(i + 2, i + 6).includes('do') && t[t.indexOf('do', i + 2) + 1] !== 'about') || (after === 'i' && t[i + 3] === 'ask'))) {
    r.intents.add(HELP);
    return after === 'you' ? 3 : after === 'i' && t[i + 3] === 'ask' ? (t[i + 4] === 'you' ? 5 : 4) : t.indexOf('do', i + 2) + 1 - i;
  }
  if (w === 'how' && ['do', 'can', 'would', 'should'].includes(next ?? '') && after === 'i') {
    // ("how do I get this daily": the help of getting it so, not the figures)
    const verb = ['this', 'it', 'that', 'these'].includes(t[i + 4] ?? '') ? '' : t[i + 3] ?? '';
    if (!HOW_TO_SEE.has(verb)) [r.howTo, r.intents] = [true, r.intents.add(HELP)];
    return HOW_TO_SEE.has(verb) || (intentOf(verb) === undefined && HOW_TO_DO.has(verb)) ? (verb === 'set' && t[i + 4] === 'up' ? 5 : 4) : 3;
  }
  // ("can you alert me when fill drops? how does that work": how the thing just named works, its help)
  if (w === 'how' && ['does', 'do', 'would'].includes(next ?? '') && ['that', 'it', 'this', 'those', 'these', 'they'].includes(after ?? '') && /^works?$/.test(t[i + 3] ?? '')) {
    [r.howTo, r.intents] = [true, r.intents.add(HELP)];
    return 4;
  }
  return 0;
}

const OPTIONS = /^(?:options|flags|arguments|args|parameters|params)$/;

/** "help with/on the <sub> command", "what/which options does (the) <sub> (command) take/accept/have" at t[i]: the subcommand and the words used. */
function helpOfCommand(t: readonly string[], i: number): { sub: NonNullable<ReturnType<typeof intentOf>>; used: number } | undefined {
  const the = (k: number) => (t[k] === 'the' ? k + 1 : k);
  if (t[i] === HELP.name && ['with', 'on', 'for', 'about'].includes(t[i + 1] ?? '')) {
    const k = the(i + 2);
    const sub = /^commands?$/.test(t[k + 1] ?? '') ? intentOf(t[k] ?? '') : undefined;
    return sub && sub !== HELP ? { sub, used: k + 2 - i } : undefined;
  }
  if (['what', 'which'].includes(t[i] ?? '') && OPTIONS.test(t[i + 1] ?? '') && ['does', 'do', 'can'].includes(t[i + 2] ?? '')) {
    const k = the(i + 3);
    const named = /^commands?$/.test(t[k + 1] ?? '');
    const end = named ? k + 2 : k + 1;
    // ("what options does the config have", "which options does the test have": the thing's own settings or groups, unless
    // "command" says it is the command, or the bare name does ("what options do alerts have") — round 50's review; "take",
    // "accept" are said of a command only)
    const verb = named || k === i + 3 ? /^(?:take|takes|accept|accepts|have|has|support|supports)$/ : /^(?:take|takes|accept|accepts)$/;
    const sub = verb.test(t[end] ?? '') ? intentOf(t[k] ?? '') : undefined;
    return sub && sub !== HELP ? { sub, used: end + 1 - i } : undefined;
  }
  return undefined;
}
