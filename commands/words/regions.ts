// A region said beside one country (issue 38's tenth round): "Japan is the big one in my APAC
// patch", "my LATAM book, Brazil first: …", "Mexico (the other half of LATAM) revenue": the region
// is where the asker files the country, not a filter — the country is asked about. The clause that
// holds the region is the asker's aside: only its country is kept, the rest goes, when another
// clause holds the ask. A region alone, or beside several countries ("LATAM and EMEA", "Spain +
// France, my southern europe patch"), is several countries: left as typed, so it is asked back.
const REGION = /\b(?:latam|emea|apac|dach|nordics?|benelux|mena|anz|emeia|americas|southern europe|northern europe|western europe|eastern europe|south east asia|southeast asia|latin america|scandinavia)\b/i;
/** Clauses: cut at , ; : ! ? ( ) and a dash between words (as the tokenizer cuts them). */
const CLAUSE = /([,;!?()]+|:(?=\s)|\s[-–—]+\s|\.(?=\s))/;

/** The text without its regions ("DACH for us is just Germany": "us" in lower case is the asker, not the United States). */
const noRegion = (text: string) => text.replace(new RegExp(REGION.source, 'gi'), ' ').replace(/\bus\b/g, 'we');

/** `countriesOf`: the countries a text names, as the reader finds them. */
export function regionAside(text: string, countriesOf: (text: string) => readonly string[]): string {
  if (!REGION.test(text)) return text;
  if (new Set(countriesOf(noRegion(text))).size !== 1) return text;
  const parts = text.split(CLAUSE);
  const clauses = parts.filter((_p, i) => i % 2 === 0);
  const asks = clauses.filter((c) => c.trim() && !REGION.test(c));
  // (one clause: only the region and the words that file it — "in my", "the" — go)
  if (!asks.length) return text.replace(new RegExp(String.raw`(?:\b(?:in|of|for|from|across) )?(?:\b(?:my|our|the|his|her|their) )?${REGION.source}`, 'gi'), ' ').replace(/\s+/g, ' ').trim();
  return parts
    .map((p, i) => {
      if (i % 2 === 1) return p;
      // ("my LATAM book, Brazil first: …": where a tour of the region starts, the country asked)
      if (!REGION.test(p)) return /^\s*\S+(?: \S+)? first\s*$/i.test(p) && countriesOf(p.replace(/\bfirst\s*$/i, '')).length === 1 ? p.replace(/\bfirst\s*$/i, ' ') : p;
      const kept = countriesOf(noRegion(p));
      return kept.length ? ` ${kept.join(' ')} ` : ' ';
    })
    .join('')
    // (a bracket whose words went leaves its marks: the clause around them reads on)
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
