// Someone in the channel telling what they are pulling (issue 38's forty-eighth round, the lead's voice
// answering finance): "ill grab yesterdays impressions export for u", "pulling it now: bidders for oct",
// "sure, here's rev by app for oct", "lemme validate the draft cfg first", "checking yoy now for you".
// The words after the telling are the ask the bot is called on to run; the telling itself ("I'll grab",
// "pulling it now", "here's") and its tail ("for you", "now", "first") name no part of it, so they are
// dropped — only where the message opens with the telling, so "show revenue first" or "let me know if …"
// keep their words. A verb that is the report's own ("validate", "export", "check") stays.
const OPENER = String.raw`^\s*(?:(?:sure|ok|okay|yep|yeah|yes|on it|np|no problem)[,!.:]?\s+)?`;
// (a gerund tells what is pulled only before the thing pulled: never "running late", "running into timeouts", "getting errors",
// "getting a weird number", "pulling my hair out" — the asker's own state or a symptom, read as typed; nor "here's what i see: …",
// the asker's own reading — round 48's review)
const GERUND = String.raw`(?:(?:pulling|grabbing|fetching|checking|checkin)(?!\s+(?:my|our|your|his|her|their|in|into|out|on|late|back)\b)|(?:running|getting)(?=\s+(?:it|that|this|those|them|these|the)\b))`;
const TELLING = new RegExp(String.raw`${OPENER}(?:(?:i'?ll|ill|i will|let me|lemme|i'?m gonna|gonna|i'?m going to)\s+(?:(?:grab|pull|fetch|get|run)\s+(?:up\s+)?|(?=(?:validate|export|check)\b))|${GERUND}(?:\s+(?:it|that|this|those|them|these))?(?:\s+up)?(?:\s+now)?(?:\s*:)?\s+|(?:here'?s|here (?:is|are))\s+(?!(?:what|how|why|where|when|the thing|my|our|a|an|something|one)\b))`, 'i');
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
