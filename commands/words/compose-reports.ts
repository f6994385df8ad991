// The reports of one kind each, composed from a Reading: exports, bidders, the network report and
// auctions; and the small helpers every composition uses (a command's text, a clarification, the
// filters, the app a filter names). ./compose.ts decides which report a question means.
import type { DateTime } from 'luxon';
import { auctionCommand } from '../auction/index.js';
import { COMPARE_WITH } from '../../src/time/compare.js';
import { BIDDER_SORTS, biddersCommand } from '../bidders/index.js';
import { breakdownCommand } from '../breakdown/index.js';
import { exportCommand } from '../export/index.js';
import { networkCommand } from '../network/index.js';
import { isOneDay } from './date-text.js';
import { METRIC } from './lexicon.js';
import { appCore, mainApp } from './names.js';
import { metricOf, type Reading } from './reading.js';

export type Composed = { kind: 'command'; text: string } | { kind: 'clarify'; reason: string; suggestions: string[] };

/**
 * "that task", "export that", "where's my export", "export status": a thing pointed at or asked
 * after but not named (the thread's answer is no Task or export; the form starts a new one).
 */
/** Words asking how a piece of work already started is getting on ("status on", "is it ready yet", "still running"). */
// ("with status timeout" is the requests' own status, a filter)
const asksOfOne = (t: readonly string[]) =>
  t.some((w, i) => (['status', 'progress', 'eta'].includes(w) && (i === 0 || ['on', 'of', 'for', 'update', 'check'].includes(t[i + 1] ?? ''))) || (['ready', 'done', 'finished', 'complete', 'running', 'processing'].includes(w) && (t[i + 1] === 'yet' || t.slice(Math.max(0, i - 4), i).some((x) => ['is', 'was', 'it', 'still', 'has', 'been'].includes(x)))));
/** "top countries by revenue and by ecpm": two rankings asked at once (each figure after its own "by"), which one table cannot be. */
export const ranksTwice = (r: Reading) => r.rank !== undefined && r.tokens.words.filter((w, i, t) => metricOf(w) !== undefined && (t[i - 1] === 'by' || (t[i - 1] === 'the' && t[i - 2] === 'by'))).length > 1;
export const pointsAtUnnamed = (r: Reading) => r.tokens.words.some((w) => ['that', 'this', 'it', 'my', 'where', 'status', 'ready', 'done', 'link'].includes(w));

export const clarify = (reason: string, suggestions: readonly (string | undefined)[] = []): Composed => ({
  kind: 'clarify',
  reason,
  suggestions: [...new Set(suggestions.filter((s): s is string => s !== undefined))].slice(0, 3),
});
export const command = (...parts: (string | undefined | false)[]): Composed => ({ kind: 'command', text: parts.filter((p): p is string => typeof p === 'string' && p !== '').join(' ') });

/** The filters every report of figures takes: country, OS and the test mode ("including test traffic", "excluding test traffic"). */
export const filters = (r: Reading) => [r.country && `country=${r.country}`, r.os && `os=${r.os}`, r.testAll ? 'test=all' : r.productionOnly && 'test=production'];

/**
 * The app a filter names, and the reading left to filter by: an app named with a platform
 * ("tiny farm on android") is that platform's own app, which says the platform already.
 */
export function appFilter(r: Reading): { app: string | undefined; rest: Reading } {
  const variant = r.os && r.apps.length > 1 ? r.apps.filter((a) => (appCore(a).platform ?? 'ios') === r.os!.toLowerCase()) : [];
  if (variant.length === 1) return { app: variant[0], rest: { ...r, os: undefined } };
  return { app: mainApp(r.apps), rest: r };
}

/** "timed out", "time out", "timeouts": requests whose auction ran out of time. */
export const timedOut = (r: Reading) => r.tokens.words.some((w, i) => w === 'timeout' || w === 'timeouts' || ((w === 'timed' || w === 'timing' || w === 'time') && r.tokens.words[i + 1] === 'out'));

export function exportOf(r: Reading, range: string, today?: DateTime): Composed {
  const bidExport = r.ids.find((id) => /^bidexp_/i.test(id));
  if (bidExport) return command(exportCommand.name, 'bids', bidExport);
  // "bring up the export request form": the form, where the kind and day are chosen.
  if (r.tokens.words.includes('form')) return command(exportCommand.name);
  // "impressions and requests": two exports; one is asked at a time.
  if (r.metrics.includes('requests') && r.metrics.includes('impressions')) return clarify('An export is of impressions or of requests; which one first?', ['impressions', 'requests'].map((k) => `${exportCommand.name} ${k} ${range || 'yesterday'}`));
  // ("timeouts export yesterday": only requests time out — the requests' status, their export)
  const kind = r.metrics.includes('requests') ? 'requests' : r.metrics.includes('impressions') ? 'impressions' : timedOut(r) ? 'requests' : undefined;
  const other = r.metrics.find((m) => m !== 'impressions' && m !== 'requests');
  if (other || (r.by.length && !kind)) return clarify(`An export is a day of raw impressions or requests, not ${other ? other.replace('_', ' ') : 'a breakdown'}; a table can go as CSV.`, [`${breakdownCommand.name} by=${r.by[0] ?? 'country'} metrics=${other ?? METRIC.revenue} ${range} csv`.replace(/\s+/g, ' '), `${exportCommand.name} impressions yesterday`]);
  // ("export the bids": a bid export is opened by its id, which the words do not give; the form would drop the bids said — round 52)
  if (!kind && r.tokens.words.some((w) => w === 'bids' || w === 'bid')) return clarify('A bid export is opened by its id (bidexp_…); which one, or which export do you mean?', [exportCommand.name, `${exportCommand.name} impressions yesterday`]);
  if (!kind && !range && !r.country && !r.os) return pointsAtUnnamed(r) ? clarify('Your recent exports and their links are in the app’s Home tab; or start one:', [exportCommand.name, ...['impressions', 'requests'].map((k) => `${exportCommand.name} ${k} yesterday`)]) : command(exportCommand.name);
  // "status on the export from yday? the impressions one", "is my requests export ready yet": one
  // asked for before, whose state and link the Home tab shows; starting another would be a guess.
  if (asksOfOne(r.tokens.words)) return clarify('Your recent exports and their links are in the app’s Home tab; or start one:', [kind && range ? `${exportCommand.name} ${kind} ${range}` : exportCommand.name]);
  const kinds = kind ? [kind] : ['impressions', 'requests'];
  if (!kind || !range || !isOneDay(range)) {
    return clarify('An export is of impressions or requests for one completed UTC day; which day?', kinds.map((k) => `${exportCommand.name} ${k} yesterday`));
  }
  // ("export impressions for black friday" on Black Friday: a day not yet ended in UTC has no whole export — round 42)
  if (today && /^\d{4}-\d{2}-\d{2}$/.test(range) && range >= today.toISODate()!) return clarify(`An export is of one completed UTC day; ${range} has not ended yet (UTC). The last whole day:`, [`${exportCommand.name} ${kind} yesterday`]);
  if (r.bidders) return clarify('An export takes one bidder; which one?', r.bidders.map((b) => `${exportCommand.name} ${kind} ${range} bidder=${b}`));
  const { app, rest } = appFilter(r);
  return command(exportCommand.name, kind, range, ...filters(rest), app && `app=${app}`, kind === 'impressions' && r.bidder && `bidder=${r.bidder}`, kind === 'requests' && r.noFill && 'status=no_fill', kind === 'requests' && !r.noFill && timedOut(r) && 'status=timeout', ...r.options);
}

export function bidders(r: Reading, range: string): Composed {
  const sorts = [...new Set(r.metrics.filter((m) => (BIDDER_SORTS as readonly string[]).includes(m) && m !== METRIC.revenue))];
  if (sorts.length > 1) return clarify('Sorted by which one?', sorts.map((s) => `${biddersCommand.name} ${range} sort=${s}`.replace(/\s+/g, ' ')));
  const sort = sorts[0];
  return command(biddersCommand.name, range, ...filters(r), sort && `sort=${sort}`, ...r.options);
}

/** Our dimension words → the network report's own dimension. */
/** Words that ask a row of each network named after them. */
const EACH = new Set(['each', 'every']);
/** What each network paid: the money asked network by network ("what did each ad network report" is the report as it comes). */
const PAID = new Set(['pay', 'paid', 'pays']);
export const NETWORK_BY: Partial<Record<string, string>> = { country: 'country', format: 'format', os: 'platform', day: 'day', app: 'app_name', provider: 'provider' };

export function network(r: Reading, range: string): Composed {
  // (a split it has no dimension for is left out here, and so asked back by ./carried.ts's rule)
  // ("network numbers daily last 7": a bucket said as an adjective beside a period is the report's day split — round 49)
  const by = [...r.by, ...r.buckets.filter((d) => d === 'day' && r.range !== undefined && !r.by.includes(d))].flatMap((d) => NETWORK_BY[d] ?? []);
  // ("how much did each ad network pay us": a row for each network's pay, the report's split by provider; issue 38's twenty-first round.
  // "by network", "per-network numbers", "what did each ad network report" are the report as it comes, as the older sets label them)
  const t = r.tokens.words;
  if (!by.includes('provider') && t.some((w) => PAID.has(w)) && t.some((w, i) => /^(networks?|nets?)$/.test(w) && EACH.has(t[i - 1] === 'ad' ? t[i - 2] ?? '' : t[i - 1] ?? ''))) by.unshift('provider');
  // (one country named: the report's own filter on it — round 49; "for us" in lower case is the pronoun, as ./carried.ts reads it)
  const pronoun = r.country === 'US' && !r.tokens.typed.some((w) => w !== 'us' && /^(us|u\.s\.?|usa|america|states)$/i.test(w));
  return command(networkCommand.name, range, by.length ? `by ${by.join(',')}` : undefined, r.country && !r.countries && !pronoun && `filter.country=${r.country}`, r.csv && 'csv', ...r.options);
}

export function auction(r: Reading, range: string): Composed {
  const id = r.ids.find((x) => /^auc_/i.test(x));
  if (id) return command(auctionCommand.name, id);
  const { app, rest } = appFilter(r);
  const bids = r.tokens.words.includes('bids') && !r.nonbid && !timedOut(r);
  // ("bids timing out": the timeouts are the auction's stats, not its bid log)
  // "how many bids did foxtrot make": a bidder's bids are a row of the bidders table, not the bid log.
  if (bids && r.bidder && !app) return bidders(r, range);
  // "no bids in JP": the whole picture (which gives the reasons in words); the raw split when the reasons are asked.
  // ("auction fill and non-bid reasons", "errors and the no-bid reasons": another figure asked beside them — the whole picture,
  // which has both; round 50. Not "why didn't they fill, by nonbid reason": the figure there is what the reasons explain.)
  const askedReasons = r.nonbid && r.tokens.words.some((w) => w === 'reason' || w === 'reasons');
  // ("and round durations" after revenue: a lead "and" opening the words joins nothing beside the view — review r53b)
  const lead = (i: number) => r.tokens.words.slice(0, i).every((x) => /^(?:ok|okay|so|now|and|plus|then|also)$/.test(x));
  const besides = (r.metrics.length > 0 || r.auctionMetric !== undefined) && r.tokens.words.some((w, i) => (w === 'and' || w === 'plus') && !lead(i)) && !r.tokens.words.some((w) => /^(?:why|explain)$/.test(w));
  const reasons = askedReasons && !besides;
  // ("bids yesterday, top 100": the log's count said as a rank — the log has no order but its newest first; round 49)
  if (bids && !r.by.length && r.limit === undefined && r.rank?.end === 'top' && r.rank.n !== undefined) [r.limit, r.rank] = [r.rank.n, undefined];
  // ("bids yesterday on au_011_banner": an ad unit's id is the report's own filter, never dropped — round 52)
  const units = r.ids.filter((x) => /^au_/i.test(x));
  const order = (adUnit: string | undefined) => command(auctionCommand.name, bids ? 'bids' : 'stats', range, ...filters(rest), app && `app=${app}`, adUnit && `ad_unit=${adUnit}`, reasons && 'metric=nonbid_reason', !bids && !reasons && !besides && r.auctionMetric && `metric=${r.auctionMetric}`, bids && r.limit !== undefined && `limit=${r.limit}`, !bids && auctionVs(r.vs), ...r.options);
  // ("… for au_011_banner and au_012_native": the report filters on one ad unit — asked which, never the second dropped;
  // "except au_011_banner", "not on au_…": no filter leaves one out — asked, never that unit alone; reviewer r52a)
  const t = r.tokens.words;
  const setAside = units.some((u) => t.slice(Math.max(0, t.indexOf(u.toLowerCase()) - 2), Math.max(0, t.indexOf(u.toLowerCase()))).some((w) => /^(?:not|except|excluding|exclude|without|minus|but|ex)$/.test(w)));
  if (setAside) return clarify('The auction report cannot leave an ad unit out; the whole report, or one ad unit’s?', [order(undefined), ...units.map(order)].flatMap((c) => (c.kind === 'command' ? [c.text] : [])));
  if (units.length > 1) return clarify('The auction report filters on one ad unit at a time; which one?', units.map(order).flatMap((c) => (c.kind === 'command' ? [c.text] : [])));
  return order(units[0]);
}

/** "auction fill vs last week": the picture against the previous period, the same days last week or last year (no other comparison: asked back). */
const auctionVs = (vs: string | undefined) => vs !== undefined && (COMPARE_WITH as readonly string[]).includes(vs) && `vs=${vs}`;

