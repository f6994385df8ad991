// Users asked for with no period (issue 38's round 45): "how many users do we have on iOS", "players
// on android". The API counts users per day (the summary's daily actives); asked with no day, the
// words ask for the user base — everyone who has the app, a figure the API does not have — or for a
// day not said. Read as today's summary it would answer another question, so it is asked back, the
// summary of yesterday (the last whole day) and of today offered. Alone ("how many users do we
// have") this was already asked, as naming no figure; a filter beside it made it read as a summary.
import type { Reading } from './reading.js';

/** Whether the words ask only for users and name no period, hours or comparison. */
export function usersUndated(r: Reading): boolean {
  return r.metrics.length > 0 && r.metrics.every((m) => m === 'users') && r.range === undefined && !r.vagueRanges?.length && r.vs === undefined && r.vsRange === undefined && !r.vsWeekBefore;
}
