// The forty-fifth round's asks answered by asking back (issue 38), each read on the words as typed:
// "which bidder pays the most" (in all or per thousand? ./pays-most.ts), "what is arpdau" (a
// definition, ./what-is.ts), "show me the numbers by app" (which figures, and when? ./numbers-split.ts).
// Each gives the reason to ask and the words of the readings to offer, which the reader then reads.
import { numbersSplit, numbersSplitReadings } from './numbers-split.js';
import { paysMost, paysMostReadings } from './pays-most.js';
import { whatIs, whatIsReadings } from './what-is.js';

export interface AskedInstead {
  reason: string;
  readings: string[];
}

export function askedInstead(text: string): AskedInstead | undefined {
  const reason = paysMost(text) ?? whatIs(text) ?? numbersSplit(text);
  return reason === undefined ? undefined : { reason, readings: [...paysMostReadings(text), ...whatIsReadings(text), ...numbersSplitReadings(text)] };
}
