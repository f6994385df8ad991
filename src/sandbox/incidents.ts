// Injected incidents: the sandbox can make its generated data misbehave the way real traffic does,
// so alerts can be tested and scored against known truth. Three kinds:
//   drop      a segment loses `depth` of its traffic (or only its price, or its fill) for a window
//   holiday   every segment dips by `depth` for a window (fewer people playing)
//   late      a segment's rows for a window are missing until `delay` after the window ends
// Given as SANDBOX_INCIDENTS (JSON array, or the compact form below), as SandboxOptions.incidents,
// or at run time with POST /sandbox/incidents (the sandbox only). Deterministic: an incident is
// fully described by its fields, and the data it changes is the seeded data.
//
// Compact form, incidents separated by ";":
//   drop country=US depth=20% from=2026-11-20T10:00Z hours=6 [affects=volume|revenue|fill]
//   holiday depth=15% from=2026-11-21 hours=24
//   late app=com.example.wordrush from=2026-11-22T05:00Z hours=2 delay=3h
// Segment keys: country, app (bundle), format, ad_unit, os (iOS|Android).

export interface IncidentSegment {
  country?: string;
  app?: string;
  format?: string;
  ad_unit?: string;
  os?: string;
}

export interface SandboxIncident {
  kind: 'drop' | 'holiday' | 'late';
  segment?: IncidentSegment;
  /** 0..1: the share lost (drop, holiday). */
  depth?: number;
  /** What a drop takes away: all traffic (volume), only its price (revenue), or its fill. */
  affects?: 'volume' | 'revenue' | 'fill';
  fromMs: number;
  toMs: number;
  /** late: rows appear at this time. */
  arrivesAtMs?: number;
}

const HOUR = 3_600_000;
const SEGMENT_KEYS = ['country', 'app', 'format', 'ad_unit', 'os'] as const;

function fail(what: string): never {
  throw new Error(`SANDBOX_INCIDENTS: ${what}`);
}

function time(v: string | undefined, name: string): number {
  const ms = v === undefined ? NaN : Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00Z` : v);
  if (Number.isNaN(ms)) fail(`${name} must be an ISO 8601 time such as 2026-11-20T10:00:00Z (got "${v ?? ''}")`);
  return ms;
}

function share(v: string | number | undefined): number | undefined {
  if (v === undefined) return undefined;
  const n = typeof v === 'number' ? v : Number(String(v).replace('%', '')) / (String(v).endsWith('%') || Number(v) > 1 ? 100 : 1);
  if (!(n > 0 && n <= 1)) fail(`depth must be between 0 and 100% (got "${v}")`);
  return n;
}

function hours(v: string): number {
  const m = /^(\d+(?:\.\d+)?)(h|d)?$/.exec(v);
  if (!m) fail(`a duration is a number of hours, e.g. 6 or 6h or 2d (got "${v}")`);
  return Number(m[1]) * (m[2] === 'd' ? 24 : 1) * HOUR;
}

/** Checks one incident given as an object (JSON form; times as ISO strings or epoch ms). */
export function toIncident(o: Record<string, unknown>): SandboxIncident {
  const kind = o.kind;
  if (kind !== 'drop' && kind !== 'holiday' && kind !== 'late') fail(`kind must be drop, holiday or late (got "${String(kind)}")`);
  const fromMs = typeof o.from === 'number' ? o.from : time(o.from as string | undefined, 'from');
  const toMs = typeof o.to === 'number' ? o.to : o.to !== undefined ? time(o.to as string, 'to') : fromMs + hours(String(o.hours ?? fail('give to= or hours=')));
  if (!(toMs > fromMs)) fail('the window must end after it starts');
  const raw = (o.segment ?? Object.fromEntries(SEGMENT_KEYS.filter((k) => o[k] !== undefined).map((k) => [k, o[k]]))) as IncidentSegment;
  const segment = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, String(v)])) as IncidentSegment;
  if (kind === 'drop' && Object.keys(segment).length === 0) fail('a drop names its segment, e.g. country=US');
  const affects = (o.affects ?? 'volume') as SandboxIncident['affects'];
  if (!['volume', 'revenue', 'fill'].includes(affects!)) fail(`affects must be volume, revenue or fill (got "${String(affects)}")`);
  const depth = kind === 'late' ? undefined : (share(o.depth as string | number | undefined) ?? fail(`${kind} needs depth=, e.g. 20%`));
  const arrivesAtMs = kind === 'late' ? toMs + hours(String(o.delay ?? '3h')) : undefined;
  return { kind, segment, depth, affects, fromMs, toMs, arrivesAtMs };
}

/** SANDBOX_INCIDENTS: a JSON array of incident objects, or the compact form. */
export function parseIncidents(text: string | undefined): SandboxIncident[] {
  const t = text?.trim();
  if (!t) return [];
  if (t.startsWith('[')) return (JSON.parse(t) as Record<string, unknown>[]).map(toIncident);
  return t
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [kind, ...pairs] = s.split(/\s+/);
      const o: Record<string, unknown> = { kind };
      for (const p of pairs) {
        const i = p.indexOf('=');
        if (i <= 0) fail(`"${p}" is not key=value`);
        o[p.slice(0, i)] = p.slice(i + 1);
      }
      return toIncident(o);
    });
}
