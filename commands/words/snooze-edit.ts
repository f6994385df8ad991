// A snooze's length changed in its thread (issue 38's round 47, the eighty-first set): after
// `alerts snooze alr_… 1h`, "make it a day", "a day instead", "24 hours" is the same alert snoozed
// for the other length the grammar takes (1h or 1d). Every word must be the length's or glue; any
// other length ("a week", "3 hours") is not the grammar's, and is left to be asked back.
import { alertsCommand } from '../alerts/index.js';

const SNOOZED = new RegExp(`^${alertsCommand.name} snooze (alr_[a-z0-9]+) (1h|1d)$`);
/** The lengths as said, each one the grammar's. */
const LENGTHS: readonly (readonly [RegExp, '1h' | '1d'])[] = [
  [/^(?:a |one |1 )?(?:full |whole )?day$|^24 ?h(?:ours?|rs?)?$|^1d$|^(?:until |till )?tomorrow$/, '1d'],
  [/^(?:an |one |1 )?hour$|^1h$|^60 ?min(?:ute)?s?$/, '1h'],
];
/** Glue around the length: "make it …", "… instead", "for …". */
const LEAD = /^(?:(?:ok |actually |no |just |please |pls |can you |could you )*(?:make (?:it|that)|change (?:it|that) to|snooze (?:it|that)(?: for)?|for|extend (?:it|that) to)? ?)/;
const TAIL = /(?: instead| please| pls| then| rather)*$/;

/** The snooze with the length the words name, or undefined. */
export function snoozeEdit(previous: string, text: string): string | undefined {
  const m = SNOOZED.exec(previous.trim().replace(/^\/adops\b\s*/i, ''));
  if (!m) return undefined;
  const said = text.toLowerCase().replace(/[?!.,]+/g, ' ').replace(/\s+/g, ' ').trim().replace(LEAD, '').replace(TAIL, '').trim();
  const length = LENGTHS.find(([re]) => re.test(said))?.[1];
  return length && length !== m[2] ? `${alertsCommand.name} snooze ${m[1]} ${length}` : undefined;
}
