// A command typed as a command line (issue 38's fifteenth round): "adops rev yday" without the
// slash, "revenue yesterday --by country", "bidders --sort ecpm --range 7d", "network last month
// --csv". The flags are the grammar's own options said the way other tools take them, so each
// becomes the grammar's form — `--key value` (or `--key=value`) is `key=value`, a flag of its own
// (`--csv`, `--hourly`) the word, and the period's flag (`--range 7d`) the period itself — and the
// text then runs as typed, or is read as words when it still is not the grammar.

/** Flags that name the period: their value is the period's words ("--range 7d", "--date yesterday"). */
const PERIOD_FLAGS = new Set(['range', 'period', 'date', 'dates', 'days', 'when']);
/** Flags the grammar takes as a word of their own. */
const WORD_FLAGS = new Set(['csv', 'hourly', 'yaml', 'here', 'refusals', 'list', 'live', 'draft']);

/** "adops " or "adops:" typed before the words, the slash left out (as "/adops" is). */
const LEADING_NAME = /^\s*@?adops\b[:,]?\s+(?=\S)/i;
/** "--by country", "--vs=year", "--csv": a flag and the value after it, when it has one. */
const FLAG = /(^|\s)--([a-z][a-z_]*)(?:=(\S+)|\s+(?!--)([^\s-][^\s]*))?(?=\s|$)/gi;

export function uncli(text: string): string {
  const bare = text.replace(LEADING_NAME, '');
  if (!/(^|\s)--[a-z]/i.test(bare)) return bare;
  return bare
    .replace(FLAG, (_m, lead: string, key: string, eq: string | undefined, next: string | undefined) => {
      const k = key.toLowerCase();
      const value = eq ?? next;
      if (WORD_FLAGS.has(k)) return `${lead}${k}${value ? ` ${value}` : ''}`;
      // ("--by" with nothing after it: what it splits by is not said, left as typed to be asked)
      if (value === undefined) return `${lead}--${key}`;
      return PERIOD_FLAGS.has(k) ? `${lead}${value}` : `${lead}${k}=${value}`;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
