// Parts of a question said beside it that the reader had taken for the ask (round 34; a module of
// its own as understand.ts is at its 300-line limit; called last, from ./thread-looks.ts):
// - "more than usual": no comparison the reports take (it had become vs=previous, the period lost);
//   the question read without it;
// - "yesterday was thanksgiving in the US, revenue pls": where the holiday is kept is no filter;
// - "in brazil… no, all countries": the country taken back.
// (Each re-read drops every match, so the words read again never match again: one re-read at most.)
import type { Understanding } from './compose.js';
import { parses } from './command-text.js';

/** Understand other words, or the same words in another thread (the reader itself, passed in). */
export type Again = (words: string, previous: string | undefined) => Understanding;

const USUAL = /\s*\bthan\s+(?:usual|normal|normally|typical|average)\b/i;
const USUAL_ALL = new RegExp(USUAL.source, 'gi');
const HOLIDAY_IN = /\b((?:was|is|it'?s)\s+(?:a\s+)?(?:public\s+|bank\s+|national\s+)?(?:holiday|thanksgiving|christmas|black\s+friday|labou?r\s+day|independence\s+day|new\s+year'?s?(?:\s+day)?))\s+(?:in|for)\s+(?:the\s+)?[a-z.]+/i;
const TAKEN_BACK = /\b(?:no|nope|sorry|actually|wait|scratch\s+that)\b[,.!\s]*(?:for\s+|in\s+)?(?:all\s+(?:the\s+)?countries|every\s+country|worldwide|globally|all\s+markets|all\s+geos)\b/i;

const command = (text: string): Understanding | undefined => (parses(text) ? { kind: 'command', text } : undefined);

export function reread(u: Understanding, words: string, previous: string | undefined, again: Again): Understanding {
  if (u.kind === 'command' && u.text.includes(' vs=') && USUAL.test(words) && !/\b(?:vs|versus|compared|against)\b/i.test(words)) {
    const plain = again(words.replace(USUAL_ALL, ''), previous);
    return plain.kind === 'command' ? plain : u;
  }
  if (u.kind === 'command' && HOLIDAY_IN.test(words)) {
    const plain = again(words.replace(new RegExp(HOLIDAY_IN.source, 'gi'), '$1'), previous);
    return plain.kind === 'command' && !plain.text.includes('country=') ? plain : u;
  }
  if (u.kind === 'command' && / country=[A-Z]{2}\b/.test(u.text) && TAKEN_BACK.test(words)) return command(u.text.replace(/ country=[A-Z]{2}\b/, '')) ?? u;
  return u;
}
