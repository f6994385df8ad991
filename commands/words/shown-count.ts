// "show 10" after a ranked table (issue 38's forty-first round, the sixty-fourth set): in a thread whose
// command ranks its rows (`top=5`, `bottom=5`), a message that is only a count shown — "show 10",
// "give me 20 instead", "can you show 15" — asks for that many rows of the same ranking, as "10 rows"
// already does. After a table that ranks nothing, the count says neither top nor bottom: left as
// typed (asked back). A module of its own because ./said-plainly.ts gathers the thread's plain
// sayings at one place and ./understand.ts is at its 300-line limit.
const RANKED = /(?:^|\s)(?:top|bottom)=\d+\b/;
const COUNT_ONLY = /^\s*(?:(?:ok|okay|now|and|so|pls|please|can you|could you|just)[,\s]+)*(?:show|give|list|see|display)(?: me| us)?(?: the| only)? (\d{1,3})(?: (?:instead|pls|please|then))?\s*[?.!]*\s*$/i;

export function shownCount(text: string, previous: string | undefined): string {
  if (!previous || !RANKED.test(previous)) return text;
  const m = COUNT_ONLY.exec(text);
  return m ? `${m[1]} rows` : text;
}
