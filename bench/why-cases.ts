// The cases of the `why` bench (bench/why.ts), per generator, each from its own seed: causes of
// every kind — requests, fill, eCPM; country, app, ad unit, format, OS, bidder (its bid requests,
// bid rate, win rate, eCPM); large, medium and small segments; rises and drops; a traffic shift
// between two countries; two causes at once — and noise-only days.
import { parseIncidents, type SandboxIncident } from '../src/sandbox/incidents.js';
// The seeded generator only; the data each bench generator makes is its own.
import { rng } from '../src/sandbox/data/random.js';
import { APPS, BIDDERS, COUNTRIES, DAYS, START_MS, UNITS, type Cause, type CubeComponent, type CubeDimension } from './why-cube.js';

export interface Truth {
  dimension: CubeDimension;
  value: string;
  component: CubeComponent;
}

export interface Case {
  kind: string;
  /** The UTC day asked about: `why <metric> <day>`. */
  day: string;
  metric: 'revenue' | 'ecpm' | 'requests';
  /** The causes (empty: noise only). */
  truth: Truth[];
  /** A traffic shift: the country that gained is a right answer too. */
  alsoRight?: Truth[];
  /** Sandbox: its incidents. Cube: its scenario's index. */
  incidents?: SandboxIncident[];
  scenario?: number;
}


const isoDay = (d: number) => new Date(START_MS + d * 86_400_000).toISOString().slice(0, 10);

/** Segments by size: large, medium, small, per dimension of the cube. */
const SEGMENTS: [CubeDimension, string][] = [
  ['country', COUNTRIES[0]!], ['country', COUNTRIES[3]!], ['country', COUNTRIES[10]!], ['country', COUNTRIES[6]!],
  ['app', APPS[0]!], ['app', APPS[3]!], ['app', APPS[7]!], ['app', APPS[5]!],
  ['ad_unit', UNITS[0]!.id], ['ad_unit', UNITS[7]!.id], ['ad_unit', UNITS[20]!.id], ['ad_unit', UNITS[13]!.id],
  ['format', 'rewarded'], ['format', 'banner'], ['format', 'native'],
  ['os', 'iOS'], ['os', 'Android'],
];
const BIDDER_COMPONENTS: CubeComponent[] = ['ecpm', 'win_rate', 'bid_rate', 'bid_requests'];

/** The cube's (or the literature set-up's) cases and the scenarios that hold their causes; scenario 0 has none. */
export function cubeCases(seed: number, smoke: boolean, noiseDays = 12): { cases: Case[]; scenarios: Cause[][] } {
  const r = rng(seed);
  const severity = () => 0.1 + 0.3 * r();
  const dayPool = Array.from({ length: DAYS - 70 }, (_, i) => 70 + i);
  const pickDay = () => dayPool.splice(Math.floor(r() * dayPool.length), 1)[0] ?? DAYS - 1;
  const scenarios: Cause[][] = [[]];
  const cases: Case[] = [];
  const add = (kind: string, causes: Cause[], truth: Truth[], alsoRight?: Truth[]) => {
    scenarios.push(causes);
    cases.push({ kind, day: isoDay(causes[0]?.day ?? pickDay()), metric: 'revenue', truth, alsoRight, scenario: scenarios.length - 1 });
  };
  const comps: CubeComponent[] = ['requests', 'fill', 'ecpm'];
  let n = 0;
  for (const round of [0, 1]) {
    for (const [dimension, value] of SEGMENTS) {
      const component = comps[(n + round) % 3]!;
      const up = n++ % 3 === 0;
      const factor = up ? 1 + severity() : 1 - severity();
      add(`${dimension} ${component} ${up ? 'rises' : 'drops'}`, [{ dimension, value, component, factor, day: pickDay() }], [{ dimension, value, component }]);
    }
  }
  for (const [j, component] of BIDDER_COMPONENTS.flatMap((c, i) => [[i, c], [i + 1, c]] as const)) {
    const value = BIDDERS[j % BIDDERS.length]!;
    const up = n++ % 3 === 0;
    add(`bidder ${component} ${up ? 'rises' : 'drops'}`, [{ dimension: 'bidder', value, component, factor: up ? 1 + severity() : 1 - severity(), day: pickDay() }], [{ dimension: 'bidder', value, component }]);
  }
  for (const [from, to] of [[COUNTRIES[0]!, COUNTRIES[1]!], [COUNTRIES[2]!, COUNTRIES[5]!], [COUNTRIES[4]!, COUNTRIES[0]!]] as const) {
    const factor = 1 - severity();
    add('traffic shift between countries', [{ dimension: 'country', value: from, component: 'requests', factor, to, day: pickDay() }], [{ dimension: 'country', value: from, component: 'requests' }], [{ dimension: 'country', value: to, component: 'requests' }]);
  }
  for (const [a, b] of [[0, 9], [4, 13], [1, 16], [8, 14], [2, 6]] as const) {
    const day = pickDay();
    const [da, va] = SEGMENTS[a]!;
    const [db, vb] = SEGMENTS[b]!;
    const ca = comps[a % 3]!;
    const cb = comps[(b + 1) % 3]!;
    add('two causes at once', [{ dimension: da, value: va, component: ca, factor: 1 - severity(), day }, { dimension: db, value: vb, component: cb, factor: 1 - severity(), day }], [{ dimension: da, value: va, component: ca }, { dimension: db, value: vb, component: cb }]);
  }
  const quiet = Array.from({ length: 12 }, () => pickDay());
  // More noise-only days (--noise-days): scenario 0 has no cause on any day, so every day not yet taken serves.
  for (let d = 70; quiet.length < noiseDays && d < DAYS; d++) if (!quiet.includes(d)) quiet.push(d);
  for (const d of quiet) cases.push({ kind: 'noise only', day: isoDay(d), metric: 'revenue', truth: [], scenario: 0 });
  return { cases: smoke ? [cases[0]!, cases[20]!, cases[36]!, cases.at(-1)!] : cases, scenarios };
}

/** The sandbox's cases (its incidents can drop a segment's traffic, price or fill; not bidders, not rises). */
export function sandboxCases(smoke: boolean): Case[] {
  const days = Array.from({ length: 12 }, (_, i) => new Date(Date.parse('2026-11-21T00:00:00Z') - i * 3 * 86_400_000).toISOString().slice(0, 10));
  const out: Case[] = [];
  let n = 0;
  const day = () => days[n++ % days.length]!;
  const drop = (seg: string, depth: number, d: string, affects: string) => `drop ${seg} depth=${Math.round(depth * 100)}% from=${d} hours=24 affects=${affects}`;
  const component = { fill: 'fill', revenue: 'ecpm', volume: 'requests' } as const;
  const push = (kind: string, metric: Case['metric'], segs: [CubeDimension, string, keyof typeof component][], depth: number) => {
    const d = day();
    out.push({ kind, day: d, metric, truth: segs.map(([dimension, value, a]) => ({ dimension, value, component: component[a] })), incidents: parseIncidents(segs.map(([dim, v, a]) => drop(`${dim}=${v}`, depth, d, a)).join('; ')) });
  };
  for (const depth of [0.1, 0.2, 0.4]) {
    for (const c of ['US', 'BR', 'JP', 'GB']) push('country fill falls', 'revenue', [['country', c, 'fill']], depth);
    for (const c of ['JP', 'GB', 'IN', 'DE']) push('country eCPM drops', 'revenue', [['country', c, 'revenue']], depth);
    for (const a of ['com.acmegames.puzzlequest', 'com.acmegames.wordrush.android', 'com.acmegames.tinyfarm.android', 'com.acmegames.puzzlequest.android']) push('app loses requests', 'revenue', [['app', a, 'volume']], depth);
    for (const f of ['rewarded', 'interstitial', 'banner']) push('format loses requests', 'requests', [['format', f, 'volume']], depth);
    push('OS eCPM drops', 'revenue', [['os', 'iOS', 'revenue']], depth);
    push('two causes at once', 'revenue', [['country', 'US', 'fill'], ['format', 'rewarded', 'revenue']], depth);
  }
  for (const d of days) out.push({ kind: 'noise only', day: d, metric: 'revenue', truth: [] });
  for (const d of days.slice(0, 6)) out.push({ kind: 'noise only', day: d, metric: 'ecpm', truth: [] });
  return smoke ? [out[0]!, out[20]!, out.at(-1)!] : out;
}
