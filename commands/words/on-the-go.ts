// The asker's own whereabouts said around the ask (issue 38's round 52, the ninety-sixth set's voice:
// a head of ad-ops asking between flights): "morning, boarding soon. how was rev yday", "landed. how'd
// thanksgiving go", "ugh wifi. revenue yesterday by country", "at JFK, delayed again 🙄 …", "…. sorry
// on my phone". A sentence made only of where the asker is or how they type — boarding, landed, a
// delay, an airport's code, the wifi, a phone — names no figure, split, filter or period of the ask,
// so the ask is read alone. Said in the middle of a sentence ("revenue on the flight deals",
// "impressions in the uber app") nothing is dropped: only a whole sentence first, or one said last.

const GREETING = String.raw`(?:(?:good )?morning|hi|hey|hello|ok|okay|ugh|argh|phew|so)`;
// (the network named bare, "wifi", is the ad's connection where it ends the ask ("ecpm yesterday, wifi") — dropped only
// with its state said or after a sigh ("ugh wifi."); "on mobile", "from mobile" without "my" are the platform — reviewer r52a)
const NET = String.raw`(?:wifi|wi-fi|signal|reception)`;
const SIGH = String.raw`(?:ugh|argh)`;
/** One clause of where the asker is or how they type ("at [A-Z]{3}" is held to capitals below). */
const WHERE = String.raw`(?:(?:just |finally )?landed|(?:about to |just |now )?board(?:ing)?(?: soon| now)?|at (?:the )?(?:gate|airport|lounge)|at [a-z]{3}|on (?:a |the |my )?(?:plane|flight|train|tarmac)|in (?:a |the )?(?:cab|taxi|uber)|(?:flight |plane )?delayed(?: again)?|in transit|on (?:a )?layover|(?:bad |spotty |slow |no |terrible )${NET}(?: (?:is|'s) (?:bad|spotty|slow|terrible|awful|down))?|${NET} (?:is|'s) (?:bad|spotty|slow|terrible|awful|down)|(?:sorry,? )?(?:on|from) (?:my (?:phone|mobile)|(?:the |a )?phone)|typing on (?:my |a )?phone)`;
const EMOJI = String.raw`(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D})`;
const SEP = String.raw`(?:\s*[,;]\s*|\s+[-–—]\s+|\s+and\s+|\s+)`;

/** A first sentence of clauses of where the asker is, ended by ".", "!", an emoji or a comma, the ask after it. */
const LEAD = new RegExp(String.raw`^\s*(?:${GREETING}[,!.]*\s+)?((?:${WHERE}${SEP})*${WHERE}|(?<=${SIGH}[,!.]*\s+)${NET})(?:\s*[.!]+\s*|\s*,\s*|\s+[-–—]\s+|\s*${EMOJI}+\s*)(?=\S)`, 'iu');
/** The same said last, after the ask's own sentence: "…, yesterdays. sorry on my phone". */
const TAIL = new RegExp(String.raw`([^\s.!?,;])\s*[.!,;]\s*((?:${WHERE}${SEP})*${WHERE})\s*[.!]*\s*${EMOJI}*\s*$`, 'iu');

/** An airport's code is said in capitals ("at JFK"); "at ios" or "at usa" is no place of the asker's. */
const placesHeld = (clauses: string) => [...clauses.matchAll(/\bat ([a-z]{3})\b/gi)].every((m) => /^[A-Z]{3}$/.test(m[1]!) && !/^(?:USA|GBR|DEU|FRA|JPN|IOS|CTR|CPM|RPM|API|SDK)$/.test(m[1]!));

export function onTheGo(text: string): string {
  const lead = LEAD.exec(text);
  const asked = lead && placesHeld(lead[1]!) ? text.slice(lead[0].length) : text;
  const tail = TAIL.exec(asked);
  return tail && placesHeld(tail[2]!) ? asked.slice(0, tail.index) + tail[1] : asked;
}
