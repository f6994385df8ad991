// "breakdown by day" said in a thread under `revenue last 7d country=AU` (issue 38's round 52): the
// words are the grammar's, but a bare split with no period, figure or filter of its own, typed under
// a command that has a period, splits the thread's question — as "breakdown by day pls" already is —
// rather than running alone over the report's default period and dropping the thread's filters.
// Anything more said ("breakdown by day yesterday", "breakdown by=country metrics=ecpm") runs as typed.
import { periodOf } from './command-text.js';

/** A split alone, in the grammar's words: "breakdown by day", "breakdown by country,format". */
const SPLIT_ONLY = /^(?:breakdown|bd) by [a-z]+(?:,[a-z]+)*$/i;

/** Whether typed grammar text is only a split, said under a thread command with a period of its own. */
export const splitOfThread = (typed: string, previous: string | undefined): boolean => previous !== undefined && SPLIT_ONLY.test(typed.trim()) && periodOf(previous) !== undefined;
