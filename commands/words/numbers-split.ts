// "Show me the numbers by app" (issue 38's forty-fifth round, the seventy-fifth set): "the numbers"
// names no figure, and a split alone says how to cut figures, not which nor when — as "by app" and
// "show me the numbers" alone are asked back, so is the two together, with nothing else said. The
// revenue movers of yesterday by that split are offered. A period or a filter said with it ("the
// october numbers by country", "yesterdays numbers by format") is read as before.
import { revenueCommand } from '../revenue/index.js';

const NUMBERS_SPLIT = /^\s*(?:(?:can (?:i|you) )?(?:show|give|get|send|pull)(?: me| us)?(?: up)? |(?:can i |could i )?see |let me see |i need |need )?(?:the |our |all the |all our )?(?:numbers|stats|figures|metrics|data|kpis) (?:by|per|split by|broken down by|for each) ([a-z]+)[\s?!.]*(?:(?:pls|please|plz)[\s?!.]*)?$/i;

/** The reason to ask, when "the numbers" are split and nothing else is said. */
export function numbersSplit(text: string): string | undefined {
  return NUMBERS_SPLIT.test(text) ? 'Which figures, and for when? “The numbers” could be any of them; here is revenue by that split:' : undefined;
}

/** Revenue of yesterday split as said, for the reader to read. */
export function numbersSplitReadings(text: string): string[] {
  const m = NUMBERS_SPLIT.exec(text);
  return m ? [`${revenueCommand.name} yesterday by ${m[1]}`] : [];
}
