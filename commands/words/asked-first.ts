// The asks read back before anything else looks at an answer (understand.ts): each turns a command the
// words seemed to give into a question back where running it would answer something else — "revenue on
// friday" on a Friday (./todays-weekday.ts), "export everything" (./whole-asked.ts), "raise the floor"
// (./setting-orders.ts), "every monday" never one date (./digest-said.ts), an alert to a channel said by
// its name (./channel-named.ts), a bare figure "for the client" (./client-figure.ts),
// an alert asked about or refused, never added (./alert-asked.ts).
import type { DateTime } from 'luxon';
import { exportCommand } from '../export/index.js';
import type { Understanding } from './compose.js';
import { channelNamed } from './channel-named.js';
import { clientFigure } from './client-figure.js';
import { recurringSend } from './digest-said.js';
import { settingOrdered } from './setting-orders.js';
import { todaysWeekday } from './todays-weekday.js';
import { wholeAsked } from './whole-asked.js';
import { alertAsked } from './alert-asked.js';

/** The account's Tasks, by id and name: an order to one is read by ./setting-orders.ts. */
type Named = readonly { id: string; name?: string }[];

export function askedFirst(u: Understanding, words: string, today: DateTime, taskNames?: Named): Understanding {
  return alertAsked(clientFigure(channelNamed(settingOrdered(wholeAsked(todaysWeekday(recurringSend(u, words), words, today), words, exportCommand.name), words, taskNames), words), words), words);
}
