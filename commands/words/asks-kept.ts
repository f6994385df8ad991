// Asks the reading would have answered with less than was said (issue 38, round 50's review): asked
// back instead, the reading offered.
// - "revenue month over month vs september", "revenue yoy vs october 2025": the short name is dropped
//   before the period after "vs" (./comparisons.ts, so that "october mom vs september" compares the
//   two); with no period before it, what is compared with that period is not in the words, and the
//   reading would show the named period alone, no comparison at all;
// - "as a YAML file", "as yaml" in the thread of another report: only a configuration is shown as
//   YAML, so reading it as the configuration would answer a question not asked (that report as a
//   file is CSV).
import { configCommand } from '../config/index.js';
import { parses } from './command-text.js';
import type { Understanding } from './compose.js';

/** A comparison's short name said before "vs …": "mom vs september", "month over month against october". */
const SHORT_VS = /\b(?:mom|yoy|wow|qoq|dod|m\/m|y\/y|w\/w|q\/q|(?:month|year|week|quarter|day)[\s-]*(?:over|on)[\s-]*(?:month|year|week|quarter|day))\s*,?\s*(?:vs\.?|versus|against|compared (?:to|with))\s/i;
/** A comparison carried by the command. */
const COMPARED = /\s(?:vs|compare)=/;
/** YAML asked. */
const YAML = /\b(?:yaml|yml)\b/i;
/** The configuration named in the words, by name, id, version or live/draft. */
const CONFIG_NAMED = /\b(?:config|configs|configuration|cfg_\w+|draft_\w+|draft|live|version|v\d+)\b/i;

const ask = (reason: string, u: Understanding & { kind: 'command' }, ...more: string[]): Understanding => ({ kind: 'clarify', reason, suggestions: [u.text, ...more].filter(parses) });

export function asksKept(u: Understanding, words: string, previous: string | undefined): Understanding {
  if (u.kind !== 'command') return u;
  if (SHORT_VS.test(` ${words} `) && !COMPARED.test(` ${u.text}`)) return ask('Compared with that period, which one do you mean (this month so far, last month…)?', u);
  const sub = previous?.trim().split(/\s+/)[0];
  if (previous && sub !== configCommand.name && u.text.startsWith(`${configCommand.name}`) && YAML.test(words) && !CONFIG_NAMED.test(words)) {
    return ask('Only the configuration is shown as YAML; did you mean it, or this report as a CSV?', u, `${previous.trim()} csv`);
  }
  return u;
}
