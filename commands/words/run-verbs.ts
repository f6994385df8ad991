// Verbs of running said otherwise, and a day pointed back at (issue 38's round 52, tuner d), run after
// ./chat-around.ts:
// - an export "kicked off", "started", "fired off", "triggered": run ("can u kick off an imps export
//   for wed"); only before an export's noun, never "the start of the month";
// - a Task "firing next", "going off next": running next ("when's the sydney weekend recap firing next");
// - digests that "post" in a channel: go out ("what digests post in this channel");
// - "for that day", "on that day" when one day was named earlier in the same message ("missing imps on
//   nov 24, can u export the raw imps for that day"): that day again. Two days named, or none: left,
//   to be asked;
// - what the figures are for, said as a person's piece of work last: "— for Dana's slide" (a name the
//   account's countries do not take: "for Germany's slide" is still read; nor a day's or a month's, "for Monday's update").
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*`;
const DAY_SAID = new RegExp(String.raw`\b(?:${MONTH} \d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)? (?:of )?${MONTH}|\d{4}-\d{2}-\d{2}|yesterday|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri)\b`, 'gi');
const WEEKDAY_OR_MONTH = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|yesterday|tomorrow|tonight|${MONTH}`;
const PERIOD_SAID = /\d|\b(?:yesterday|yday|today|week|month|quarter|year|mtd|wtd|qtd|ytd|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i;
const THAT_DAY = /\b(for|on) (?:that|the same) day\b/i;
const RULES: readonly (readonly [RegExp, string])[] = [
  // (not a Task's name, "start the export task": which Task is asked — round 52's review)
  [/\b(?:kick(?:ing)? off|fir(?:e|ing) off|start|trigger|launch)( (?:an?|the|another|a new|new) (?:[a-z]+ ){0,2}exports?)\b(?! (?:tasks?|jobs?|schedules?|recaps?|reports?)\b)/gi, 'run$1'],
  [/\b(?:firing|going off|kicking off)(?= next\b)/gi, 'running'],
  [/\b(digests?) (?:post|get posted|are posted)\b/gi, '$1 go out'],
];

export function runVerbs(text: string, countriesOf: (text: string) => readonly string[] = () => []): string {
  let out = text;
  for (const [pattern, to] of RULES) out = out.replace(pattern, to);
  const that = THAT_DAY.exec(out);
  if (that) {
    const days = [...new Set([...out.slice(0, that.index).matchAll(DAY_SAID)].map((m) => m[0].toLowerCase()))];
    if (days.length === 1) out = out.slice(0, that.index) + `${that[1]} ${days[0]}` + out.slice(that.index + that[0].length);
  }
  const whose = /\s*[,—–-]*\s*\bfor ([A-Z][a-z]+)(?:'s|’s) (?:slides?|deck|doc|email|memo|notes?|update|writeup|write-up)\s*[.!]*\s*$/.exec(out);
  // (a day's or a month's name only where the ask names its period elsewhere: "revenue for Monday's update" may ask for
  // Monday's figures, "revenue last week for Jan's deck" is Jan's — round 52's review)
  const dated = (name: string) => new RegExp(String.raw`^(?:${WEEKDAY_OR_MONTH})$`, 'i').test(name) && !PERIOD_SAID.test(out.slice(0, whose!.index));
  if (whose && !countriesOf(whose[1]!).length && !dated(whose[1]!)) out = out.slice(0, whose.index);
  return out;
}
