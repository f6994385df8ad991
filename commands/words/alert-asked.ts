// "is there an ecpm alert for the US at 15% drop?", "don't set an ecpm alert at 15% drop" (issue 38's
// round 53, reviewer a): words that ask whether an alert is there, or say not to set one, read as
// `alerts add …` would create the very alert they ask about or refuse. A question of whether one is
// there is asked back with the list of alerts first; an order not to set one is asked back too. An
// order ("ecpm alert for the US, 15% drop", "set an alert on ecpm drop 15%") is read as before.
import { alertsCommand } from '../alerts/index.js';
import type { Understanding } from './compose.js';

/** "is there …", "do we have …", "have we got …", "does … exist": whether the alert is there, asked. */
const ASKS_IF_THERE = /^\s*(?:(?:hey|hi|ok|okay|so|and|quick q:?)\s*,?\s+)?(?:is there|are there|do we have|do we already have|have we got|did we set|did we set up|did someone set|did anyone set|does (?:the|an|our) [^?]*?\bexist)\b|\bdo we (?:already )?have (?:an?|any) [^?]*\balerts?\b|\balerts?\b[^?]*\b(?:already )?exists?\b/i;
/** "don't set …", "do not add …", "no need for …", "never alert …": an alert not wanted. */
const NOT_WANTED = /\b(?:don'?t|dont|do not|never|no need (?:for|to)|not|stop|without)\s+(?:(?:want|need|bother)\s+(?:to\s+)?)?(?:set(?:ting)?|add(?:ing)?|creat(?:e|ing)|make|making|alert(?:ing)?|an?\s+(?:\S+\s+)?alert|any\s+alerts?)\b/i;

/** The alert an ask would add, asked back where the words ask whether it is there or say not to set it. */
export function alertAsked(u: Understanding, words: string): Understanding {
  if (u.kind !== 'command' || !u.text.startsWith(`${alertsCommand.name} add `)) return u;
  if (ASKS_IF_THERE.test(words)) return { kind: 'clarify', reason: 'Do you want to see the alerts set, or set this one?', suggestions: [`${alertsCommand.name} list`, u.text] };
  if (NOT_WANTED.test(words)) return { kind: 'clarify', reason: 'Should I set this alert, or not?', suggestions: [`${alertsCommand.name} list`] };
  return u;
}
