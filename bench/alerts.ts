// Alert quality: today's detector ("previous": mean of the same hour over the previous 7 days,
// fixed threshold) and the seasonal-baseline detector (median of the same hour and weekday over
// 6 weeks at the recent level, spread from the steps between recent windows, src/jobs/alerts)
// side by side, on 120 days of sandbox data replayed hour by hour with seeded injected drops
// (depths 10/20/40 %, segments of 2–50 % of revenue).
// Run: npx tsx bench/alerts.ts [--smoke] [--replays N]   (in-process, CPU only; ~1 min full)
//
// Watches: one hourly "revenue drop 10%" alert on the total and on every country, app, format and
// OS (25 alerts). Figures per detector:
//   recall by depth and segment size — an incident counts as detected when the watch on its
//     segment opens between its first hour and 2 h after its end;
//   false alarms per 30 days per alert — openings no overlapping incident explains;
//   time to detect — hours from the first affected hour's data arriving to the alert;
//   drivers named — for detected incidents, whether the total's first-named driver is the segment.
// Then the same 25 segments as daily alerts, on replays with whole-day drops (1–2 UTC days): recall
// by depth, false alarms per 30 days per alert and days to detect, both detectors.
import { parseArgs } from 'node:util';
import type { SandboxIncident } from '../src/sandbox/incidents.js';
import { rng } from '../src/sandbox/data/random.js';
import {
  buildReplay, dailyOf, driversAt, HOUR, overlaps, replayBaseline, replayBaselineDaily, replayPrevious, replayPreviousDaily, segmentsOf, seriesOf, withShares, WEEK_H, type Segment,
} from './alerts-replay.js';
import { announceSmoke } from './smoke.js';
import { ANY_SEGMENT_K, K_BY_PERIOD } from '../src/jobs/alerts/baseline.js';
import { ANY_NODE_OPTION, announceRuntime } from './runtime.js';

const { values: args } = parseArgs({ options: { smoke: { type: 'boolean', default: false }, replays: { type: 'string' }, ...ANY_NODE_OPTION } });
announceRuntime(args['any-node'], 'alerts');
const DAY_MS = 86_400_000;
const END_DAY = Date.parse('2026-11-22T00:00:00Z') / DAY_MS;
const DAYS = 120;
const START_DAY = END_DAY - DAYS;
/** Hours of history before the first judged hour: the baseline's 6 weeks and 3-hour windows. */
const WARMUP_H = 6 * WEEK_H + 24;
const THRESHOLD = 10;
const DEPTHS = [0.1, 0.2, 0.4];
const BANDS = [[0.02, 0.05], [0.05, 0.2], [0.2, 0.5]] as const;
const REPLAYS = args.smoke ? 1 : Number(args.replays ?? 6);
const JUDGED_H = args.smoke ? 7 * 24 : DAYS * 24 - WARMUP_H;

if (args.smoke) announceSmoke(`1 replay, ${JUDGED_H / 24} judged days`);

interface Injected {
  incident: SandboxIncident;
  segment: number;
  startH: number;
  endH: number;
  depth: number;
}

/** Seeded incidents, one at a time with quiet days between: a random segment of 2–50 %, depth and length. */
function incidentsFor(seed: number, segments: readonly Segment[]): Injected[] {
  const next = rng(seed);
  const pick = segments.map((s, i) => ({ s, i })).filter(({ s }) => s.dimension !== 'total' && s.share >= 0.02 && s.share <= 0.5);
  const out: Injected[] = [];
  let h = WARMUP_H + Math.floor(next() * 24);
  for (let n = 0; h < WARMUP_H + JUDGED_H - 30; n++) {
    const { s, i } = pick[Math.floor(next() * pick.length)]!;
    const depth = DEPTHS[n % DEPTHS.length]!;
    const len = 4 + Math.floor(next() * 21);
    const fromMs = START_DAY * DAY_MS + h * HOUR;
    const key = s.dimension === 'device_os' ? 'os' : s.dimension;
    out.push({ incident: { kind: 'drop', segment: { [key]: s.value }, depth, affects: 'volume', fromMs, toMs: fromMs + len * HOUR }, segment: i, startH: h, endH: h + len, depth });
    h += len + 36 + Math.floor(next() * 60);
  }
  return out;
}

interface Tally {
  detected: Map<string, [number, number]>;
  ttd: number[];
  falseAlarms: number;
  /** Of those, on segment alerts (not the total). */
  segmentFalseAlarms: number;
  drivers: [number, number];
}

const newTally = (): Tally => ({ detected: new Map(), ttd: [], falseAlarms: 0, segmentFalseAlarms: 0, drivers: [0, 0] });
const band = (share: number) => BANDS.findIndex(([lo, hi]) => share >= lo && share < hi);

function score(t: Tally, openings: number[][], inj: Injected[], segments: Segment[], series: Parameters<typeof driversAt>[1] | undefined): void {
  for (const i of inj) {
    const key = `${i.depth}|${band(segments[i.segment]!.share)}`;
    const first = openings[i.segment]!.find((h) => h >= i.startH && h <= i.endH + 2);
    const cell = t.detected.get(key) ?? [0, 0];
    cell[1]++;
    if (first !== undefined) {
      cell[0]++;
      t.ttd.push(first - i.startH);
      if (series) {
        t.drivers[1]++;
        const s = segments[i.segment]!;
        if (driversAt(segments, series, first) === `${s.dimension}=${s.value}`) t.drivers[0]++;
      }
    }
    t.detected.set(key, cell);
  }
  openings.forEach((hours, w) => {
    for (const h of hours) {
      if (inj.some((i) => overlaps(segments[w]!, segments[i.segment]!) && h >= i.startH && h <= i.endH + 6)) continue;
      t.falseAlarms++;
      if (segments[w]!.dimension !== 'total') t.segmentFalseAlarms++;
    }
  });
}

const tallies = { previous: newTally(), baseline: newTally(), any: newTally() };
let segments: Segment[] = [];
for (let r = 0; r < REPLAYS; r++) {
  const clean = segmentsOf();
  const shares = segments.length ? segments : withShares(clean, seriesOf(buildReplay(42, START_DAY, DAYS, []), clean));
  segments = shares;
  const inj = incidentsFor(1000 + r, segments);
  const facts = buildReplay(42 + r, START_DAY, DAYS, inj.map((i) => i.incident));
  const series = seriesOf(facts, segments);
  const to = WARMUP_H + JUDGED_H;
  score(tallies.previous, series.map((s) => replayPrevious(s, WARMUP_H, to, THRESHOLD)), inj, segments, undefined);
  score(tallies.baseline, series.map((s) => replayBaseline(s, WARMUP_H, to, THRESHOLD)), inj, segments, series);
  // An "any segment" alert: every segment judged at once with the stricter k (the total is not one of them).
  score(tallies.any, series.map((s, i) => (i === 0 ? [] : replayBaseline(s, WARMUP_H, to, THRESHOLD, true))), inj, segments, undefined);
  console.log(`replay ${r + 1}/${REPLAYS}: ${inj.length} incidents injected`);
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(0)}%`.padStart(5) : '   —');
const med = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[xs.length >> 1]! : NaN);
const p90 = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)]! : NaN);
const alertMonths = (segments.length * REPLAYS * JUDGED_H) / (30 * 24);
const cellOf = (t: Tally, keys: string[]) => keys.reduce(([a, b], k) => { const c = t.detected.get(k) ?? [0, 0]; return [a + c[0], b + c[1]]; }, [0, 0]);

console.log(`\nalert quality: ${segments.length} hourly "revenue drop ${THRESHOLD}%" alerts (total, countries, apps, formats, OS), ${REPLAYS} replay(s) × ${(JUDGED_H / 24).toFixed(0)} judged days`);
console.log(`${'recall by depth, segment share'.padEnd(34)} ${'n'.padStart(4)}  previous  baseline`);
for (const d of DEPTHS) {
  BANDS.forEach(([lo, hi], b) => {
    const key = [`${d}|${b}`];
    const [pa, n] = cellOf(tallies.previous, key);
    const [ba] = cellOf(tallies.baseline, key);
    console.log(`  drop ${(d * 100).toFixed(0)}%, segments ${lo * 100}–${hi * 100}%`.padEnd(34) + ` ${String(n).padStart(4)}     ${pct(pa, n)}     ${pct(ba, n)}`);
  });
}
const targetKeys = DEPTHS.filter((d) => d >= 0.2).flatMap((d) => [1, 2].map((b) => `${d}|${b}`));
const [tp, tn] = cellOf(tallies.previous, targetKeys);
const [tb] = cellOf(tallies.baseline, targetKeys);
console.log(`${'recall, drops ≥ 20% in segments ≥ 5%'.padEnd(34)} ${String(tn).padStart(4)}     ${pct(tp, tn)}     ${pct(tb, tn)}   (target ≥ 95%)`);
const fa = (t: Tally) => (t.falseAlarms / alertMonths).toFixed(2).padStart(5);
console.log(`${'false alarms / 30 days / alert'.padEnd(34)}          ${fa(tallies.previous)}     ${fa(tallies.baseline)}   (target ≤ 1)`);
const h = (x: number) => (Number.isNaN(x) ? '    —' : `${x} h`.padStart(5));
console.log(`${'time to detect, median / p90'.padEnd(34)}     ${h(med(tallies.previous.ttd))}/${h(p90(tallies.previous.ttd)).trim()}  ${h(med(tallies.baseline.ttd))}/${h(p90(tallies.baseline.ttd)).trim()}   (target ≤ 2 h)`);
console.log(`${'drivers named (total\'s first driver)'.padEnd(34)}              —     ${pct(...tallies.baseline.drivers)}   (of ${tallies.baseline.drivers[1]} detected)`);
console.log(`false alarms counted: previous ${tallies.previous.falseAlarms}, baseline ${tallies.baseline.falseAlarms} over ${alertMonths.toFixed(0)} alert-months`);
// An "any segment" alert watches the 24 segments at once: at most the sum of their false alarms (simultaneous ones merge).
const months = (REPLAYS * JUDGED_H) / (30 * 24);
const anyFa = (t: Tally) => (t.segmentFalseAlarms / months).toFixed(1).padStart(5);
const [ab] = cellOf(tallies.any, targetKeys);
console.log(`"any segment" alert (k = ${ANY_SEGMENT_K.hour}): recall, drops ≥ 20% in segments ≥ 5% ${pct(ab, tn)}; false alarms / 30 days at most ${anyFa(tallies.any).trim()} (segment alerts at k = ${K_BY_PERIOD.hour} summed: ${anyFa(tallies.baseline).trim()}; previous: ${anyFa(tallies.previous).trim()})`);

// Daily alerts: the same 25 segments, one "revenue drop 10%" alert each per UTC day, on replays
// whose injected drops last 1 or 2 whole UTC days (a few hours hardly move a day).
const WARMUP_D = 6 * 7 + 7;
const JUDGED_D = args.smoke ? 14 : DAYS - WARMUP_D;

/** Seeded whole-day drops, one at a time with quiet days between. */
function dailyIncidentsFor(seed: number, segs: readonly Segment[]): Injected[] {
  const next = rng(seed);
  const pick = segs.map((s, i) => ({ s, i })).filter(({ s }) => s.dimension !== 'total' && s.share >= 0.02 && s.share <= 0.5);
  const out: Injected[] = [];
  let d = WARMUP_D + Math.floor(next() * 3);
  for (let n = 0; d < WARMUP_D + JUDGED_D - 3; n++) {
    const { s, i } = pick[Math.floor(next() * pick.length)]!;
    const depth = DEPTHS[n % DEPTHS.length]!;
    const len = 1 + Math.floor(next() * 2);
    const fromMs = (START_DAY + d) * DAY_MS;
    const key = s.dimension === 'device_os' ? 'os' : s.dimension;
    out.push({ incident: { kind: 'drop', segment: { [key]: s.value }, depth, affects: 'volume', fromMs, toMs: fromMs + len * DAY_MS }, segment: i, startH: d, endH: d + len - 1, depth });
    d += len + 3 + Math.floor(next() * 5);
  }
  return out;
}

/** Recall (opened on an affected day or the day after), false alarms (no incident on the segment's cells within 2 days), days to detect. */
function scoreDaily(t: Tally, openings: number[][], inj: Injected[], segs: Segment[]): void {
  for (const i of inj) {
    const key = `${i.depth}|${band(segs[i.segment]!.share)}`;
    const first = openings[i.segment]!.find((d) => d >= i.startH && d <= i.endH + 1);
    const cell = t.detected.get(key) ?? [0, 0];
    cell[1]++;
    if (first !== undefined) {
      cell[0]++;
      t.ttd.push(first - i.startH);
    }
    t.detected.set(key, cell);
  }
  openings.forEach((days, w) => {
    for (const d of days) if (!inj.some((i) => overlaps(segs[w]!, segs[i.segment]!) && d >= i.startH && d <= i.endH + 2)) t.falseAlarms++;
  });
}

const daily = { previous: newTally(), baseline: newTally() };
for (let r = 0; r < REPLAYS; r++) {
  const inj = dailyIncidentsFor(2000 + r, segments);
  const days = dailyOf(seriesOf(buildReplay(42 + r, START_DAY, DAYS, inj.map((i) => i.incident)), segments));
  const to = WARMUP_D + JUDGED_D;
  scoreDaily(daily.previous, days.map((s) => replayPreviousDaily(s, WARMUP_D, to, THRESHOLD)), inj, segments);
  scoreDaily(daily.baseline, days.map((s) => replayBaselineDaily(s, WARMUP_D, to, THRESHOLD)), inj, segments);
  console.log(`daily replay ${r + 1}/${REPLAYS}: ${inj.length} whole-day drops injected`);
}
const dailyMonths = (segments.length * REPLAYS * JUDGED_D) / 30;
console.log(`\ndaily alerts: ${segments.length} daily "revenue drop ${THRESHOLD}%" alerts, ${REPLAYS} replay(s) × ${JUDGED_D} judged days`);
console.log(`${'recall by depth (segments 2–50%)'.padEnd(34)} ${'n'.padStart(4)}  previous  baseline`);
for (const d of DEPTHS) {
  const keys = BANDS.map((_, b) => `${d}|${b}`);
  const [pa, n] = cellOf(daily.previous, keys);
  const [ba] = cellOf(daily.baseline, keys);
  console.log(`  drop ${(d * 100).toFixed(0)}%`.padEnd(34) + ` ${String(n).padStart(4)}     ${pct(pa, n)}     ${pct(ba, n)}`);
}
const [dp, dn] = cellOf(daily.previous, targetKeys);
const [db] = cellOf(daily.baseline, targetKeys);
console.log(`${'recall, drops ≥ 20% in segments ≥ 5%'.padEnd(34)} ${String(dn).padStart(4)}     ${pct(dp, dn)}     ${pct(db, dn)}`);
const dfa = (t: Tally) => ((t.falseAlarms / dailyMonths)).toFixed(2).padStart(5);
console.log(`${'false alarms / 30 days / alert'.padEnd(34)}          ${dfa(daily.previous)}     ${dfa(daily.baseline)}   (${daily.previous.falseAlarms} / ${daily.baseline.falseAlarms} over ${dailyMonths.toFixed(0)} alert-months)`);
console.log(`${'days to detect, median'.padEnd(34)}          ${String(med(daily.previous.ttd)).padStart(5)}     ${String(med(daily.baseline.ttd)).padStart(5)}`);
