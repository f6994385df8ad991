// Asks said another way than the reader's words (issue 38's thirty-fifth round), made its words
// before anything is read. A new module, so the shared passes stay as they were; each rule is a
// whole phrase that means one thing here:
// - "full yaml", "the full config": all of it, which is what is shown (never the fullscreen format "full" begins);
// - "what's in the current draft": the draft config (the only draft the bot holds);
// - "alert on config changes": an alert when the config changes;
// - "who won the most", "which bidder is winning most", "who wins most often": the bidders by win rate;
// - "is bravo bidding less": its bids ("bidding" is the bidders' report's word said as a verb);
// - "a list of the a/b tests and their status": the list, which shows each one's status;
// - "country x format", "country by format" said before the figure: by country and format;
// - "today morning 8 to 10", "8am to 10am": the hours, as "from 8am to 10am" is read;
// - a column said "colum", "colunm": a column; "add an ecpm column": add ecpm;
// - "vs last year november": november last year;
// - "same but 25th": the 25th. ("vs the weekend before" is ./weekend-thread.ts's and ./weekday-apart.ts's: only of a weekend.)
import { reportTalk } from './report-talk.js';
import { unforeign } from './second-language.js';

const SPLIT = '(?:country|countries|format|formats|os|platform|app|apps|ad unit|day|hour)';
const PART: Readonly<Record<string, string>> = { morning: 'am', afternoon: 'pm', evening: 'pm', night: 'pm' };
const RULES: readonly (readonly [RegExp, string])[] = [
  [/\bfull (?=(?:ya?ml|json|config|configuration|file|dump|text|version|details|output)\b)/gi, ''],
  [/^\s*(?:what'?s|what is|show(?: me)?|can i see)(?: in)? (?:the )?(?:current |latest |new |pending )?draft\s*[?.!]*\s*$/i, 'show the draft config'],
  [/\b(?:on|for|about) (?:any |all )?(?:the )?config(?:uration)? (?:changes|change|edits|updates)\b/gi, 'when the config changes'],
  [/^\s*(?:who|which (?:bidders?|partners?|demand partners?)) (?:won|wins|is winning|was winning|has won|had won) (?:the )?most(?: auc[a-z]{0,7}| bids| often| frequently)?\b/gi, 'which bidder had the highest win rate'],
  [/\bbidding (?=(?:less|more|lower|higher|down|up)\b)/gi, 'bids '],
  [/\b(?:(?:a |the )?list of )?(?:the |our |all )?(a\/b tests|ab tests|abtests|experiments)(?:,)? (?:and|with) (?:their|the|its) (?:status(?:es)?|state)\b/gi, 'list the $1'],
  [/^\s*(?:a |the )?list of (?:the |our |all )?(a\/b tests|ab tests|abtests|experiments)\b/gi, 'list the $1'],
  [new RegExp(`^(\\s*)(${SPLIT}) (?:x|×|by) (?!\\2\\b)(${SPLIT})\\b`, 'gi'), '$1by $2 and $3'],
  [/\bcol(?:um|unm|umm|oumn)\b/gi, 'column'],
  // "add an ecpm column": that figure added ("with a fill rate column" likewise)
  [/\b(add|with|plus|include|and) (?:an? |the )?([a-z_]+(?: rate)?) columns?\b/gi, '$1 $2'],
  // "vs last year november": the month of last year, as "november last year" is read
  [/\b(vs\.?|versus|compared (?:to|with)|against) last year'?s? (january|february|march|april|may|june|july|august|september|october|november|december)\b/gi, '$1 $2 last year'],
  // "same but 25th", "for 3rd": a day of the month said bare, as "the 25th" is read
  [/(?<!\b(?:the|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? |[-–/]\s*)\b(\d{1,2}(?:st|nd|rd|th))\b(?! of\b| (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\s*[-–/])/gi, 'the $1'],
];

/** "today morning 8 to 10", "yesterday 8am to 10am": from the first hour to the second, read as an hour span. */
const HOURS = /\b(today|yesterday)(?: (?:in the )?(morning|afternoon|evening|night))? (?:from )?(\d{1,2})(?: ?(am|pm))? ?(?:to|till|until|-) ?(\d{1,2})(?: ?(am|pm))?\b/gi;
function hours(text: string): string {
  return text.replace(HOURS, (all, day: string, part: string | undefined, a: string, am: string | undefined, b: string, bm: string | undefined) => {
    const first = am ?? (part ? PART[part.toLowerCase()] : undefined) ?? (Number(a) < Number(b) ? bm : undefined);
    const second = bm ?? first;
    if (Number(a) > 12 || Number(b) > 12 || !first) return all;
    return `${day} from ${a}${first} to ${b}${second}`;
  });
}

/** The ask in the reader's words, said another way in the message. */
export function askedAnotherWay(text: string): string {
  return hours(RULES.reduce((s, [re, to]) => s.replace(re, to), text)).replace(/\s{2,}/g, ' ');
}

/** A message made plain early: a second language's words (./second-language.ts, ./romance.ts), how the reports are talked of (./report-talk.ts), then the asks said otherwise. */
export const earlyWords = (text: string): string => askedAnotherWay(reportTalk(unforeign(text)));
