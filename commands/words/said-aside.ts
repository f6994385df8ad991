// Parts of a question said beside it that the reader had taken for the ask (round 34; a module of
// its own as understand.ts is at its 300-line limit; called last, from ./thread-looks.ts):
// - "why was ecpm lower vs the week before" (or "week over week", "vs the same day last week"):
//   the explanation against a week earlier, vs=week (it had been dropped);
// - "more than usual": no comparison the reports take (it had become vs=previous, the period lost);
//   the question read without it;
// - "yesterday was thanksgiving in the US, revenue pls": where the holiday is kept is no filter;
// - "in brazil… no, all countries": the country taken back.
import type { Understanding } from './compose.js';
import { whyCommand } from '../why/index.js';
import { parses } from './command-text.js';
import type { Again } from './thread-looks.js';

const WEEK_BEFORE = /\b(?:vs\.?|versus|compared\s+(?:to|with)|against|than)\s+(?:the\s+|a\s+)?(?:week\s+(?:before|befor|earlier|prior|ago)|same\s+day\s+(?:last|the\s+week\s+before|a\s+week\s+before)(?:\s+week)?)\b|\bweek\s+over\s+week\b/i;
const USUAL = /\s*\bthan\s+(?:usual|normal|normally|typical|average)\b/i;
const HOLIDAY_IN = /\b((?:was|is|it'?s)\s+(?:a\s+)?(?:public\s+|bank\s+|national\s+)?(?:holiday|thanksgiving|christmas|black\s+friday|labou?r\s+day|independence\s+day|new\s+year'?s?(?:\s+day)?))\s+(?:in|for)\s+(?:the\s+)?[a-z.]+/i;
const TAKEN_BACK = /\b(?:no|nope|sorry|actually|wait|scratch\s+that)\b[,.!\s]*(?:for\s+|in\s+)?(?:all\s+(?:the\s+)?countries|every\s+country|worldwide|globally|all\s+markets|all\s+geos)\b/i;

const command = (text: string): Understanding | undefined => (parses(text) ? { kind: 'command', text } : undefined);

export function reread(u: Understanding, words: string, previous: string | undefined, again: Again): Understanding {
  if (u.kind === 'command' && u.text.startsWith(`${whyCommand.name} `) && !u.text.includes(' vs=') && WEEK_BEFORE.test(words)) return command(`${u.text} vs=week`) ?? u;
  if (u.kind === 'command' && u.text.includes(' vs=') && USUAL.test(words) && !/\b(?:vs|versus|compared|against)\b/i.test(words)) {
    const plain = again(words.replace(USUAL, ''), previous);
    return plain.kind === 'command' ? plain : u;
  }
  if (u.kind === 'command' && HOLIDAY_IN.test(words)) {
    const plain = again(words.replace(HOLIDAY_IN, '$1'), previous);
    return plain.kind === 'command' && !plain.text.includes('country=') ? plain : u;
  }
  if (u.kind === 'command' && / country=[A-Z]{2}\b/.test(u.text) && TAKEN_BACK.test(words)) return command(u.text.replace(/ country=[A-Z]{2}\b/, '')) ?? u;
  return u;
}
