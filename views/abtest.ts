// An A/B test in plain words, shared by the abtest command, the A/B digest and the A/B watch:
// one status sentence that gives its reason (the sample against required_n with an ETA, the
// significance of the lift, the traffic split), and figures headed by the days they cover.
// The API's `status` covers the whole run whatever range is asked, so the sentence is always
// read from the run's report (AbRun), never from a chosen range's. Lift and its interval are
// percentages (as the API reports them); p_value is the significance of the revenue lift and
// chi_squared_p the sample-ratio check of the traffic split. One name for the API's
// n_control / n_test / required_n everywhere: users.
import type { AbTestReport } from '../src/api/index.js';
import { addDays, daysBetween, formatDates } from '../src/time/resolve.js';
import { context, esc, fields, header, image, section } from './blocks.js';
import { change, changePoints, count, money, pct } from './format.js';
import { fitMessage } from './limits.js';
import { buildTable } from './table.js';
import type { BotMessage, ChartImage, KnownBlock } from './types.js';

/** Below this p the lift is significant: two-sided 5%, the level of the 95% interval. */
const SIGNIFICANT_P = 0.05;
/** Below this χ² p the split is off (a sample ratio mismatch), not chance. */
const SPLIT_OFF_P = 0.001;
/** The current rate is the mean of the last week of data, so weekday swings cancel out. */
const RATE_DAYS = 7;

const STATUS_LOOK: Record<string, { icon: string; advice: string }> = {
  in_progress: { icon: ':hourglass_flowing_sand:', advice: 'Keep it running.' },
  directional: { icon: ':large_yellow_circle:', advice: 'A trend is visible: do not ship on this alone.' },
  achieved: { icon: ':white_check_mark:', advice: 'The result can be trusted at the 95% confidence level.' },
  invalidated: { icon: ':x:', advice: 'Do not use these results.' },
};

/** The test's report over the last complete UTC days one A/B range can reach, and when it was read. */
export interface AbRun {
  report: AbTestReport;
  /** First UTC day the range reaches: data on that day means the run may have begun earlier. */
  windowFrom: string;
  /** The UTC day it was read (YYYY-MM-DD): that day's users are not in the report yet. */
  today: string;
}

export function statusIcon(status: string | null | undefined): string {
  return STATUS_LOOK[status ?? '']?.icon ?? ':grey_question:';
}

/** "in progress" for `in_progress`, escaped: the status is the API's text. */
export function statusName(status: string | null | undefined): string {
  return esc((status ?? 'no status').replaceAll('_', ' '));
}

function signedPct(n: number): string {
  return `${n >= 0 ? '+' : '−'}${Math.abs(n).toFixed(2)}%`;
}

function pValue(p: number): string {
  return p < 0.0001 ? p.toExponential(1) : p.toFixed(4);
}

/** "Sat 21 Nov 2026". */
function day(date: string): string {
  return formatDates({ startDate: date, endDate: date, partial: false });
}

/** ~4,100: a rate is an estimate, two significant digits say so. */
function approx(n: number): string {
  return count(Number(n.toPrecision(2)));
}

/** The UTC days with data in either group, oldest first. */
export function dataDays(r: AbTestReport): string[] {
  return [...new Set([...r.control.daily, ...r.test.daily].map((d) => d.date))].sort();
}

/**
 * What the run's figures cover: the whole run, or only its latest days when data starts on the
 * window's first day (the run may have begun before it).
 */
function runSpan(run: AbRun): string {
  const days = dataDays(run.report);
  if (!days.length) return 'whole run: no complete UTC day yet';
  const span = formatDates({ startDate: days[0]!, endDate: days.at(-1)!, partial: false });
  if (days[0]! > run.windowFrom) return `whole run, ${span}`;
  return `last ${daysBetween(run.windowFrom, run.today)} days of the run, ${span} (it began earlier)`;
}

/** runSpan as a heading: "Whole run, 14–21 Nov 2026". */
function runPeriod(run: AbRun): string {
  const span = runSpan(run);
  return span[0]!.toUpperCase() + span.slice(1);
}

/** The smaller group: the status needs both groups to reach required_n. */
interface Sample {
  group: 'control' | 'test';
  users: number;
  required: number;
}

function sampleOf(r: AbTestReport): Sample | undefined {
  if (r.n_control == null || r.n_test == null || !r.required_n) return undefined;
  const group = r.n_control <= r.n_test ? 'control' : 'test';
  return { group, users: Math.min(r.n_control, r.n_test), required: r.required_n };
}

/** Percent of required_n; never 100 before it is reached. */
function shareOfRequired(s: Sample): number {
  return s.users >= s.required ? 100 : Math.min(99, Math.round((s.users / s.required) * 100));
}

function sampleClause(s: Sample): string {
  if (s.users >= s.required) return `both groups reached required_n (${count(s.users)} users in the smaller group, ${count(s.required)} needed)`;
  return `the sample is ${shareOfRequired(s)}% of required_n (${count(s.users)} of ${count(s.required)} users in the smaller group)`;
}

function significanceClause(p: number | null | undefined): string {
  if (p == null) return 'there is no lift estimate yet';
  return p < SIGNIFICANT_P ? `the lift is significant (p = ${pValue(p)})` : `the lift is not significant (p = ${pValue(p)}; it needs under 0.05)`;
}

function splitOff(r: AbTestReport): boolean {
  return r.chi_squared_p != null && r.chi_squared_p < SPLIT_OFF_P;
}

function splitClause(r: AbTestReport): string {
  const users = r.n_control != null && r.n_test != null ? `control ${count(r.n_control)} vs test ${count(r.n_test)} users, ` : '';
  return `the traffic split is off (${users}split check χ² p = ${pValue(r.chi_squared_p!)}: a sample ratio mismatch)`;
}

/**
 * When the smaller group reaches required_n at its mean daily users of the last week. A day's
 * users are in the report once that UTC day is over, so k more days are in on today + k.
 */
function etaSentence(run: AbRun, s: Sample): string {
  if (s.users >= s.required) return '';
  const rows = [...run.report[s.group].daily].sort((a, b) => a.date.localeCompare(b.date));
  const last = rows.at(-1)?.date;
  if (!last) return '';
  if (last < addDays(run.today, -1)) return `No users after ${day(last)}, so required_n is not getting closer.`;
  const recent = rows.slice(-RATE_DAYS);
  const perDay = recent.reduce((a, d) => a + d.dau, 0) / recent.length;
  if (perDay <= 0) return 'No new users lately, so required_n is not getting closer.';
  const days = Math.ceil((s.required - s.users) / perDay);
  return `At ~${approx(perDay)} users a day per group, required_n in ~${days} day${days === 1 ? '' : 's'} (around ${day(addDays(run.today, days))}).`;
}

/** Why the run has its status, from the figures the status is computed from. */
function reason(run: AbRun, status: string): string {
  const r = run.report;
  const s = sampleOf(r);
  if (status === 'invalidated') {
    return splitOff(r) ? splitClause(r) : `the API marked the test invalid, though the split check looks fine here${r.chi_squared_p != null ? ` (χ² p = ${pValue(r.chi_squared_p)})` : ''}`;
  }
  const facts = [...(splitOff(r) ? [splitClause(r)] : []), ...(s ? [sampleClause(s)] : []), significanceClause(r.p_value)];
  if (status === 'achieved') return `conclusive: ${facts.join(' and ')}`;
  const lead = STATUS_LOOK[status] ? 'not conclusive yet' : 'a status this bot does not know yet';
  return `${lead}: ${facts.join('; ')}`;
}

/**
 * The one status sentence of the command, the digest and the watch: the status, its reason and
 * what to do. `chosenDates`: the user's range, whose own figures follow — the sentence says the
 * status is the whole run's, not those days'.
 */
export function statusSentence(run: AbRun, chosenDates?: string): string {
  const status = run.report.status ?? 'unknown';
  const s = sampleOf(run.report);
  const eta = s && status !== 'invalidated' ? etaSentence(run, s) : '';
  const scope = chosenDates ? ` for the ${runSpan(run)}, not only ${chosenDates}` : '';
  const after = chosenDates ? `The figures below cover ${chosenDates} only.` : '';
  const tail = [eta, STATUS_LOOK[status]?.advice, after].filter(Boolean).join(' ');
  return `${statusIcon(status)} *${statusName(status)}*${scope} — ${reason(run, status)}.${tail ? ` ${tail}` : ''}`;
}

/** "+10.16% (95% CI +5.07% to +15.49%)". */
function liftText(r: AbTestReport): string | undefined {
  if (r.lift == null) return undefined;
  const ci = r.ci_low != null && r.ci_high != null ? ` (95% CI ${signedPct(r.ci_low)} to ${signedPct(r.ci_high)})` : '';
  return `${signedPct(r.lift)}${ci}`;
}

/** Both groups' users; against required_n only where the figures are the run's (a range's days are not what the status counts). */
function usersText(r: AbTestReport, withRequired: boolean): string | undefined {
  if (r.n_control == null || r.n_test == null) return undefined;
  const s = withRequired ? sampleOf(r) : undefined;
  const need = s ? ` · required_n ${count(s.required)} (${shareOfRequired(s)}%)` : '';
  return `control ${count(r.n_control)} · test ${count(r.n_test)}${need}`;
}

/** The digest's and the watch's figures: the lift and revenue totals, headed by the days they cover. */
export function runFacts(run: AbRun): string[] {
  const r = run.report;
  const lift = liftText(r);
  return [
    `_${runPeriod(run)}_`,
    ...(lift ? [`Revenue lift (estimate): *${lift}*`] : []),
    `Revenue totals: control ${money(r.control.cumulative.revenue)} · test ${money(r.test.cumulative.revenue)}`,
  ];
}

export interface AbTestData {
  id: string;
  run: AbRun;
  /** The range the user chose, if any: its figures are shown; the status stays the run's. */
  chosen?: {
    label: string;
    dates: string;
    report: AbTestReport;
    /** Calls the range was read in: over one, the API's statistics are not known for the whole range. */
    parts: number;
    /** Its last 31 days as the command takes them (YYYY-MM-DD..YYYY-MM-DD): what to ask for the statistics. */
    last31: string;
  };
  chart?: ChartImage;
}

function figureFields(r: AbTestReport, isRun: boolean): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const lift = liftText(r);
  if (lift) out.push(['Revenue lift (estimate)', lift]);
  if (r.p_value != null) {
    const verdict = r.p_value < SIGNIFICANT_P ? 'significant at 5%' : 'not significant at 5%';
    out.push(['p-value of the lift', `${pValue(r.p_value)} — ${verdict}${isRun ? '' : ' for these days alone'}`]);
  }
  if (r.chi_squared_p != null) out.push(['Traffic split check (χ² p)', `${pValue(r.chi_squared_p)} — ${splitOff(r) ? 'split is off (sample ratio mismatch)' : 'split looks fine'}`]);
  const users = usersText(r, isRun);
  if (users) out.push(['Users per group', users]);
  return out;
}

function totalsBlocks(r: AbTestReport, period: string): KnownBlock[] {
  const c = r.control.cumulative;
  const t = r.test.cumulative;
  // Each row has its own unit, so the cells are text (formatted per row), not sortable numbers.
  const table = buildTable({
    columns: [{ title: 'metric' }, { title: 'control' }, { title: 'test' }, { title: 'change of totals' }],
    rows: [
      ['revenue', money(c.revenue), money(t.revenue), change(t.revenue, c.revenue)],
      ['impressions', count(c.impressions), count(t.impressions), change(t.impressions, c.impressions)],
      ['requests', count(c.requests), count(t.requests), change(t.requests, c.requests)],
      ['eCPM', money(c.ecpm), money(t.ecpm), change(t.ecpm, c.ecpm)],
      ['fill rate', pct(c.fill_rate), pct(t.fill_rate), changePoints(t.fill_rate, c.fill_rate)],
    ],
    caption: `Totals of ${period}, UTC days`,
  });
  return [
    section(`*Totals of ${period}: control vs test*`),
    ...table.blocks,
    context(
      `${r.lift == null ? '' : 'The revenue lift above is the test’s estimate, with its 95% CI and p-value. '}The change of totals is plain sums compared: it also moves with the size of each group and is not a significance test${r.lift == null ? '' : ', so the two can differ'}.`,
    ),
  ];
}

/** Why a range read in parts has totals but no lift, p-value, split check or users, and what to ask instead. */
function partsNote(id: string, chosen: NonNullable<AbTestData['chosen']>): string {
  return (
    `Read in ${chosen.parts} parts of at most 31 days (the API's limit per A/B report); the totals and the chart are their sums, eCPM and fill rate from the summed revenue, impressions and requests. ` +
    'The lift, its p-value, the split check and the users per group are the API’s own over the days of one report, so they are not shown for the whole range: users are never added across parts, and a test is not the sum of tests. ' +
    `For those figures ask \`/adops abtest ${esc(id)} ${chosen.last31}\` (its last 31 days) or any range of 31 days or fewer; the status above is the whole run's.`
  );
}

export function abTestView(d: AbTestData): BotMessage {
  const shown = d.chosen?.report ?? d.run.report;
  const period = d.chosen ? d.chosen.dates : `the ${runSpan(d.run)}`;
  const blocks: KnownBlock[] = [
    header(`A/B test ${d.id}`),
    context(`${d.chosen ? `${esc(d.chosen.label)} · ${d.chosen.dates}` : runPeriod(d.run)} · UTC days (A/B reports support UTC only)`),
    section(statusSentence(d.run, d.chosen?.dates)),
    section(`*Figures of ${period}*`),
    ...fields(figureFields(shown, !d.chosen)),
    ...(d.chosen && d.chosen.parts > 1 ? [context(partsNote(d.id, d.chosen))] : []),
    ...totalsBlocks(shown, period),
  ];
  if (d.chart) blocks.push(image(d.chart));
  if (shown.control.daily.length === 0 && shown.test.daily.length === 0) blocks.push(context('No daily data in this range.'));
  const status = d.run.report.status ?? 'unknown';
  const lift = shown.lift != null ? `, lift ${signedPct(shown.lift)}` : '';
  return { text: `A/B test ${d.id}: ${status}${lift}`, blocks: fitMessage(blocks, { reserveBlocks: 1 }), kind: 'answer' };
}
