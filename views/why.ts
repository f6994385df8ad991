// `/adops why`: the one sentence first ("Revenue ▼ 8.2% (-$3,100.00): country US fill ▼ 21.0% …;
// requests ±0%"), the change split into requests, fill and eCPM effects that add up to it, then the
// segments that moved it most as a native table, and a drill button per segment that runs `why`
// narrowed to it. Pure: figures in (src/reports/why.ts computes them), Block Kit out.
import { actions, button, context, esc, section } from './blocks.js';
import { change, money, signedMoney } from './format.js';
import { fitMessage } from './limits.js';
import { buildTable } from './table.js';
import type { BotMessage, KnownBlock } from './types.js';

/** Buttons that run `why` (their value is the command), declared with it in commands/why/index.ts. */
export const WHY_ACTION = { drill: 'adops_why_drill', explain: 'adops_why_explain' } as const;
/** Dimensions a drill button can narrow `why` to (the API filters country and OS; the rest are read from the rows). */
const DRILLABLE: Record<string, string> = { country: 'country', os: 'os', app: 'app', format: 'format', ad_unit: 'ad_unit', bidder: 'bidder' };

type TotalComponent = 'requests' | 'fill' | 'ecpm';
type Component = TotalComponent | 'bid_requests' | 'bid_rate' | 'win_rate';
interface Parts {
  requests: number;
  impressions: number;
  revenue: number;
  /** A bidder's bids and wins (its requests are its bid requests). */
  bids?: number;
  wins?: number;
}
export interface WhySegment {
  dimension: string;
  value: string;
  before: Parts;
  after: Parts;
  split: { change: number; effects: { volume: number; mix: number; fill: number; price: number } };
  component: Component;
  /** Set when its move in `component` would have stood out but was the rebound of a jump in the comparison period (log moves). */
  rebound?: { component: Component; twoBack: number; previous: number };
}

export interface WhyViewInput {
  metric: string;
  /** "yesterday", "last 7 days" … and the dates. */
  period: string;
  dates: string;
  /** "the same weekday last week". */
  against: string;
  filters: string;
  valueBefore: number;
  valueAfter: number;
  effects?: Record<TotalComponent, number>;
  /** The periods differ in length: every count is per day (or hour), and the answer says so. */
  perUnit?: LengthNote;
  ranked: readonly WhySegment[];
  verdict: { kind: 'cause'; cause: WhySegment; drill?: WhySegment; onset?: string } | { kind: 'none' } | { kind: 'no-data' };
  notes: readonly string[];
  apiCalls: number;
  /** The command a drill button runs, without the segment: "why revenue yesterday vs=week". */
  drillBase: string;
  /** Already narrowed to an app, format or ad unit: drills go by country or OS only. */
  narrowedLocally?: boolean;
}

const METRIC_NAME: Record<string, string> = { revenue: 'Revenue', ecpm: 'eCPM', fill_rate: 'Fill rate', requests: 'Requests', impressions: 'Impressions' };
const COMPONENT_NAME: Record<Component, string> = { requests: 'requests', fill: 'fill rate', ecpm: 'eCPM', bid_requests: 'bid requests', bid_rate: 'bid rate', win_rate: 'win rate' };

/** How a range and its comparison differ in length, for "per day: October had 31 days, September 30". */
export interface LengthNote {
  unit: 'day' | 'hour';
  now: number;
  then: number;
  /** "October", "this range". */
  nowName: string;
  /** "September", "the same days a week earlier". */
  thenName: string;
}

/** "per day: October had 31 days, September 30" — the one wording of unequal periods compared per unit. */
export function lengthWords(n: LengthNote): string {
  const units = (k: number) => `${Number.isInteger(k) ? k : k.toFixed(1)} ${n.unit}${k === 1 ? '' : 's'}`;
  return `per ${n.unit}: ${n.nowName} had ${units(n.now)}, ${n.thenName} ${Number.isInteger(n.then) ? n.then : n.then.toFixed(1)}`;
}
const TOP_ROWS = 8;
const BUTTONS = 5;

/** A metric's amount in its own unit. */
export function amount(metric: string, n: number): string {
  if (metric === 'revenue') return money(n);
  if (metric === 'ecpm') return money(n);
  if (metric === 'fill_rate') return `${n.toFixed(2)}%`;
  return Math.round(n).toLocaleString('en-US');
}

function signed(metric: string, n: number): string {
  if (metric === 'revenue' || metric === 'ecpm') return signedMoney(n);
  if (metric === 'fill_rate') return `${n >= 0 ? '+' : ''}${n.toFixed(2)} pts`;
  return `${n >= 0 ? '+' : ''}${Math.round(n).toLocaleString('en-US')}`;
}

function componentOf(component: Component, p: Parts): number {
  if (component === 'requests' || component === 'bid_requests') return p.requests;
  if (component === 'fill') return p.requests > 0 ? p.impressions / p.requests : 0;
  if (component === 'bid_rate') return p.requests > 0 ? (p.bids ?? 0) / p.requests : 0;
  if (component === 'win_rate') return p.bids ? (p.wins ?? 0) / p.bids : 0;
  return p.impressions > 0 ? (p.revenue * 1000) / p.impressions : 0;
}

function segmentName(s: WhySegment): string {
  return `${s.dimension === 'ad_unit' ? 'ad unit' : s.dimension} ${s.value}`;
}

/** "country US fill rate ▼ 21.0%" */
function segmentWords(s: WhySegment): string {
  return `${esc(segmentName(s))} ${COMPONENT_NAME[s.component]} ${change(componentOf(s.component, s.after), componentOf(s.component, s.before))}`;
}

/** 2026-11-20 → "20 Nov". */
function onsetWords(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** The one sentence: the change, its cause (or none), and the components that did not move. */
export function whySentence(v: WhyViewInput): string {
  const perUnit = v.perUnit && !isRate(v.metric) ? ` per ${v.perUnit.unit}` : '';
  const name = `${METRIC_NAME[v.metric] ?? v.metric}${perUnit}`;
  const head = `${name} ${change(v.valueAfter, v.valueBefore)} (${signed(v.metric, v.valueAfter - v.valueBefore)}${perUnit ? (v.perUnit!.unit === 'hour' ? ' an hour' : ' a day') : ''})`;
  if (v.verdict.kind === 'no-data') return `${name}: no data in ${v.dates} or in ${v.against}, so there is no change to explain — try a range with traffic in both`;
  const cause =
    v.verdict.kind === 'cause'
      ? `${segmentWords(v.verdict.cause)}${v.verdict.drill ? ` (mostly ${esc(segmentName(v.verdict.drill))})` : ''}${v.verdict.onset ? `, from ${onsetWords(v.verdict.onset)} (UTC)` : ''}`
      : 'no single cause — the change is spread over many segments, none stands out from day-to-day noise';
  return `${head}: ${cause}`;
}

/**
 * "country DE eCPM ▼ 18.2% is mostly the way back from a jump in the comparison period: that period
 * was the unusual one (▲ 11.5% on the period before it), and against the period before it DE eCPM
 * moved ▼ 8.8%, an ordinary move for it — not counted as a cause."
 */
export function reboundWords(s: WhySegment): string {
  const r = s.rebound!;
  const name = `${esc(segmentName(s))} ${COMPONENT_NAME[r.component]}`;
  return `${name} ${change(componentOf(r.component, s.after), componentOf(r.component, s.before))} is mostly the way back from a jump in the comparison period: that period was the unusual one (${change(Math.exp(r.previous), 1)} on the period before it), and against the period before it ${name} moved ${change(Math.exp(r.twoBack), 1)}, an ordinary move for it — not counted as a cause.`;
}

function isRate(metric: string): boolean {
  return metric === 'ecpm' || metric === 'fill_rate';
}

function effectsLine(v: WhyViewInput): string | undefined {
  if (!v.effects) return undefined;
  const parts = (['requests', 'fill', 'ecpm'] as const).map((c) => `${COMPONENT_NAME[c]} ${signed(v.metric, v.effects![c])}`);
  return `Split of the change: ${parts.join(' + ')} = ${signed(v.metric, v.valueAfter - v.valueBefore)} (revenue = requests × fill × eCPM / 1000, a Shapley split: the parts add up to the change exactly)`;
}

export function whyView(v: WhyViewInput): BotMessage {
  const sentence = whySentence(v);
  const blocks: KnownBlock[] = [
    section(`*${sentence}*`),
    context(`${esc(v.period)}: ${esc(v.dates)} vs ${esc(v.against)}${v.filters ? ` · ${esc(v.filters)}` : ''} · ${amount(v.metric, v.valueBefore)} → ${amount(v.metric, v.valueAfter)}`),
  ];
  if (v.perUnit) blocks.push(context(`Compared ${esc(lengthWords(v.perUnit))} — counts and revenue are per ${v.perUnit.unit}, rates as they are.`));
  const effects = effectsLine(v);
  if (effects) blocks.push(context(effects));
  const rows = v.ranked.slice(0, TOP_ROWS);
  if (rows.length && v.verdict.kind !== 'no-data') {
    const table = buildTable({
      caption: `Segments that moved ${METRIC_NAME[v.metric] ?? v.metric} most, beyond their share of the change`,
      columns: [
        { title: 'Segment' },
        { title: 'Change', format: (n) => signed(v.metric, n) },
        { title: 'Own change', format: (n) => signed(v.metric, n) },
        { title: 'Mix', format: (n) => signed(v.metric, n) },
        { title: 'Named by' },
      ],
      rows: rows.map((s) => [segmentName(s), s.split.change, s.split.effects.fill + s.split.effects.price, s.split.effects.mix + s.split.effects.volume, `${COMPONENT_NAME[s.component]} ${change(componentOf(s.component, s.after), componentOf(s.component, s.before))}`]),
    });
    blocks.push(...table.blocks);
    blocks.push(context('Own change: the segment’s fill and eCPM. Mix: its share of the traffic, and the traffic as a whole.'));
    const back = rows.find((s) => s.rebound);
    if (back) blocks.push(context(reboundWords(back)));
    // Every segment the answer names has its button: the table's first rows, and the drill's sub-segment.
    const named = v.verdict.kind === 'cause' && v.verdict.drill ? [v.verdict.drill] : [];
    const drillable = [...rows.slice(0, BUTTONS - named.length), ...named].filter((s) => DRILLABLE[s.dimension] && !(v.narrowedLocally && s.dimension !== 'country' && s.dimension !== 'os'));
    if (drillable.length) blocks.push(actions(drillable.map((s) => button(`Why in ${segmentName(s)}`.slice(0, 75), WHY_ACTION.drill, `${v.drillBase} ${DRILLABLE[s.dimension]}=${s.value}`)), WHY_ACTION.drill));
  }
  blocks.push(context([...v.notes.map(esc), `${v.apiCalls} API calls`].join(' · ')));
  return { text: sentence.replace(/\*/g, ''), blocks: fitMessage(blocks, { reserveBlocks: 1 }), kind: 'answer' };
}

/** A `why` question in the words the why subcommand reads (commands/why): what its buttons carry. */
export interface WhyAsk {
  metric: string;
  /** `2026-11-20`, `2026-11-13..2026-11-19`, hours `2026-11-20T08:00..2026-11-20T10:00`, or a range in words. */
  when: string;
  vs?: string;
  tz?: string;
  filters?: { country?: string; device_os?: string; test_mode?: string };
  /** Narrowed further, as why takes it (`format=rewarded`, `ad_unit=…`). */
  narrow?: ReadonlyArray<string | undefined>;
}

/** THE command text of `why`, written for a button by the answers and alerts that offer one. */
export function whyCommandText(a: WhyAsk): string {
  const f = a.filters ?? {};
  const words = [a.vs && `vs=${a.vs}`, a.tz && `tz=${a.tz}`, f.country && `country=${f.country}`, f.device_os && `os=${f.device_os}`, f.test_mode && `test=${f.test_mode}`, ...(a.narrow ?? [])];
  return ['why', a.metric, a.when, ...words].filter(Boolean).join(' ');
}

/** The "Explain" button offered where a notable change is shown: it runs `command` (a `why …`). */
export function explainButton(command: string) {
  return button('Explain', WHY_ACTION.explain, command);
}

/** A change worth explaining: at least 5 % either way (smaller moves are mostly day-to-day noise). */
export const NOTABLE_CHANGE = 0.05;
export function isNotable(after: number, before: number): boolean {
  return before > 0 && Math.abs(after / before - 1) >= NOTABLE_CHANGE;
}
