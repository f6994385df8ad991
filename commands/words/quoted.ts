// Figures quoted from the bot's own digest, or a dashboard or report, before the ask about them:
// "the digest said rev -12%, why?", "digest says fill -8% yesterday, what happened". Who said it is
// context, and the amount is what moved: the words kept say the move ("rev dropped, why?"), so the
// reader asks why of that figure over the digest's day (why's own default, yesterday) — never the
// digests' list, and never the amount read as a threshold. An alert's quote is left as said (asked
// back): an alert judges an hour or a day, which its words do not say.
// ("this morning's digest", "weekend recap": a digest by its time or another name — issue 38's seventeenth round)
const SOURCE = String.raw`(?:the |our |this |today'?s |yesterday'?s |this morning'?s |monday'?s )?(?:daily |weekly |monthly |morning |weekend |revenue |slack |ops )?(?:digest|dashboard|report|email|bot|recap)`;
const SAID = String.raw`(?: just| also)? (?:said|says|say|shows|showed|showing|show|flagged|flags|reported|reports|fired|claims|claimed|mentioned|mentions|is showing|was showing|had|has)\b`;
const LEAD = new RegExp(String.raw`\b${SOURCE}${SAID}:?|^\s*digest\s*[:!–—-]\s*`, 'i');
/** Words of a period ("yesterday", "on tuesday", "last week", "nov 3", "since 9am"): a digest's own day is not added beside them. */
const PERIOD = /\b(?:yesterday|yday|today|tonight|last|this|past|since|week|month|quarter|year|mtd|qtd|ytd|wtd|l\dd|\d+d|hours?|morning|overnight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|q[1-4]|\d{4}-\d\d-\d\d|\d{1,2}\/\d{1,2})\b/i;
/** A signed or levelled amount: "-12%", "+20 %", "below 80%", "down 8 pts", "$12.3k" — the quote's, the first after its source (a later one is the asker's: "alert me over 10%"). */
const AMOUNT = /(\b(?:fell|dropped|drops|dipped|down|declined|rose|grew|up|jumped|spiked)\s+(?:by\s+)?)?(\b(?:below|under|above|over)\s+)?([-+−]?)(?:\$?\d+(?:[.,]\d+)?\s*(?:%|pct\b|percent\b|pts?\b|points\b)|\$\d+(?:[.,]\d+)?\s*[km]?\b)/gi;

export function unquoted(text: string): string {
  // (only with an amount quoted after the source: "which alerts fired today" asks about the alerts)
  const lead = LEAD.exec(text);
  // (only where what moved it is asked: another ask about a quoted figure is left as said, and asked back)
  const explain = /\b(?:why|cause[ds]?|what happened|what'?s going on|explain|reason|driving|drove|behind (?:that|it|this))\b/i.test(text);
  if (!lead || !explain || !new RegExp(AMOUNT.source, 'i').test(text.slice(lead.index + lead[0].length))) return text;
  // (a digest's figures are of its day — the latest settled day, yesterday — or of its week or month, when no other period is said)
  const period = /\b(?:weekly|monthly)\b/i.exec(lead[0])?.[0].toLowerCase();
  // (a period said only on the comparison's side, "vs 85% last week", is the comparison's, not the quote's)
  const own = /digest/i.test(lead[0]) && !PERIOD.test(text.replace(LEAD, ' ').replace(/\b(?:vs\.?|versus|compared (?:to|with)|against)\b.*$/i, ' ')) ? (period === 'weekly' ? ' last week' : period === 'monthly' ? ' last month' : ' yesterday') : '';
  return text.replace(LEAD, ' ').concat(own).replace(AMOUNT, (_all, moved: string | undefined, level: string | undefined, sign: string) => {
    if (moved) return ` ${moved.trim().split(/\s+/)[0]} `;
    if (level) return /below|under/i.test(level) ? ' low ' : ' high ';
    return sign === '+' ? ' rose ' : sign ? ' dropped ' : ' ';
  }).replace(/\s+/g, ' ').trim();
}
