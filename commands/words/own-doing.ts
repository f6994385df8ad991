// Someone in the channel telling what they are pulling (issue 38's forty-eighth round, the lead's voice
// answering finance): "ill grab yesterdays impressions export for u", "pulling it now: bidders for oct",
// "sure, here's rev by app for oct", "lemme validate the draft cfg first", "checking yoy now for you".
// The words after the telling are the ask the bot is called on to run; the telling itself ("I'll grab",
// "pulling it now", "here's") and its tail ("for you", "now", "first") name no part of it, so they are
// dropped — only where the message opens with the telling, so "show revenue first" or "let me know if …"
// keep their words. A verb that is the report's own ("validate", "export", "check") stays.
const OPENER = String.raw`^\s*(?:(?:sure|ok|okay|yep|yeah|yes|on it|np|no problem)[,!.:]?\s+)?`;
const TELLING = new RegExp(String.raw`${OPENER}(?:(?:i'?ll|ill|i will|let me|lemme|i'?m gonna|gonna|i'?m going to)\s+(?:(?:grab|pull|fetch|get|run)\s+(?:up\s+)?|(?=(?:validate|export|check)\b))|(?:pulling|grabbing|fetching|checking|checkin|running|getting)(?:\s+(?:it|that|this|those|them|these))?(?:\s+up)?(?:\s+now)?(?:\s*:)?\s+|here'?s\s+|here (?:is|are)\s+)`, 'i');
/** What the telling ends with: for whom, and when. */
const TAIL = /(?:\s+(?:now|first|for (?:u|you|ya)|right now|real quick|rn))+[\s.!]*$/i;

export function ownDoing(text: string): string {
  // (a telling may open another: "pulling it now: checkin bidders …")
  const m = TELLING.exec(text);
  if (!m) return text;
  const first = text.slice(m[0].length);
  const again = TELLING.exec(first);
  const ask = again ? first.slice(again[0].length) : first;
  // (the ask left must still say something: "here's" alone is chit-chat, kept as typed)
  const trimmed = ask.replace(TAIL, '').trim();
  return /[a-z]{2}/i.test(trimmed) ? trimmed : text;
}
