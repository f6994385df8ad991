// Watches (alerts) and their incidents: what the store keeps of them (./watches.ts). A watch's
// spec is its kind's own JSON, declared in src/jobs/alerts/<kind>/ (the store sits below it).
import type { Claimed, ClaimOptions } from './leases.js';

/** A watch's kind: declared in src/jobs/alerts/registry.ts (the store sits below it and keeps any). */
export type WatchKind = string;
export const ALERT_METRICS = ['revenue', 'impressions', 'ecpm', 'fill_rate'] as const;
export type AlertMetric = (typeof ALERT_METRICS)[number];

/** What a watch stores, as JSON: its kind's own spec (src/jobs/alerts/<kind>/), checked and narrowed by the registry. */
export interface WatchSpec {
  kind: string;
  [field: string]: unknown;
}

/** The metric-drop alert's spec, here because views and the digests' "why" line read it too. */
export interface MetricDropSpec extends WatchSpec {
  kind: 'metric_drop';
  metric: AlertMetric;
  /** Alert when the metric is this many percent (or more) below the baseline. */
  dropPct: number;
  period: 'day' | 'hour';
  filters: { country?: string; device_os?: 'iOS' | 'Android'; app?: string; ad_unit?: string };
  /** Watch every country, app, format and OS (within the filters) at once, as one alert. */
  anySegment?: boolean;
  /** Segments an "any segment" alert no longer judges, as `dimension=value` (country=FR). */
  muted?: string[];
}

/** A watch destination meaning "the owner's DM". */
export const DM_DESTINATION = 'dm';

export interface WatchInput {
  teamId: string;
  ownerUserId: string;
  spec: WatchSpec;
  /** null: alerts go to the owner by DM. */
  channelId?: string | null;
  /** Users (U…) and user groups (S…) to mention when posting to a channel. */
  mentions?: string[];
  /** Where alerts go, in order: channel ids and/or DM_DESTINATION. Default: [channelId] or the DM. */
  destinations?: string[];
  /** When the first check is due. */
  nextCheckAt: Date;
  /** The connection (account) it runs on, decided when it is made; null: its channel's account at each check. */
  connectionId?: string | null;
}

export interface Watch {
  id: string;
  teamId: string;
  ownerUserId: string;
  kind: WatchKind;
  spec: WatchSpec;
  /** The first channel destination (the API account is chosen by it); null when none is a channel. */
  channelId: string | null;
  mentions: string[];
  /** Where alerts go, in order: channel ids (C…, G…) and/or DM_DESTINATION (the owner's DM). */
  destinations: string[];
  /** The connection (account) it runs on; null: its channel's account at each check. */
  connectionId: string | null;
  /** What the last check saw (kind-specific), compared-and-set so one instance reports a change. */
  state: Record<string, unknown>;
  cardChannelId: string | null;
  cardTs: string | null;
  paused: boolean;
  nextCheckAt: Date;
  lastCheckedAt: Date | null;
  lastError: string | null;
  createdAt: Date;
}

export interface Incident {
  id: string;
  watchId: string;
  openedAt: Date;
  /** The period (day or hour) that opened it, e.g. 2026-11-21. */
  period: string;
  details: Record<string, unknown>;
  resolvedAt: Date | null;
  resolvedPeriod: string | null;
}

export interface WatchesRepo {
  create(input: WatchInput, now: Date): Promise<Watch>;
  get(id: string): Promise<Watch | undefined>;
  list(query: { teamId: string; ownerUserId?: string; kind?: WatchKind }): Promise<Watch[]>;
  remove(id: string): Promise<boolean>;
  /** Moves it to another connection (null: its channel's account); `paused`: also paused (its new account cannot serve it). */
  setConnection(id: string, connectionId: string | null, paused: boolean): Promise<void>;
  setPaused(id: string, paused: boolean): Promise<boolean>;
  setCard(id: string, channelId: string, ts: string): Promise<void>;
  /** Leases up to `limit` watches due for a check; another instance skips them until released or expired. */
  claimDue(opts: ClaimOptions): Promise<Array<Claimed<Watch>>>;
  /** Extends the lease while a check runs; false when another instance took the watch over. */
  renew(id: string, instanceId: string, until: Date): Promise<boolean>;
  /** The check is done: the lease ends and the next check is due at `nextCheckAt` (or now, when a redraw was asked meanwhile). */
  release(id: string, instanceId: string, after: { nextCheckAt: Date; checkedAt: Date; error?: string | null }): Promise<void>;
  /** A check cut off by a stop: the lease ends, the check stays due. */
  handBack(id: string, instanceId: string): Promise<void>;
  /** Sets `state` only if it still equals `expected`: true for the one caller that changed it. */
  compareAndSetState(id: string, expected: Record<string, unknown>, next: Record<string, unknown>): Promise<boolean>;
  /** Sets the keys of `patch` in `state` and removes `remove`, atomically, whatever the state now is. */
  patchState(id: string, patch: Record<string, unknown>, remove?: readonly string[]): Promise<void>;
  /** Opens the watch's incident unless one is open: the incident for the caller that opened it. */
  openIncident(watchId: string, period: string, details: Record<string, unknown>, at: Date): Promise<Incident | undefined>;
  /** Resolves the open incident: it for the caller that resolved it, undefined if none was open. */
  resolveIncident(watchId: string, period: string, at: Date): Promise<Incident | undefined>;
  openIncidentOf(watchId: string): Promise<Incident | undefined>;
  /** Replaces an incident's details (its latest figures, drivers), keeping an acknowledgement already stored: the details as stored. */
  updateIncident(id: string, details: Record<string, unknown>): Promise<Record<string, unknown> | undefined>;
  /** Sets `details.card.ack` unless the incident is acknowledged already or has no card yet: true for the one caller that set it. */
  acknowledgeIncident(id: string, ack: { userId: string; at: string }): Promise<boolean>;
  getIncident(id: string): Promise<Incident | undefined>;
  /** Replaces a watch's spec (an alert's muted segments). */
  setSpec(id: string, spec: WatchSpec): Promise<void>;
  /** Makes a watch due at `at` (a button changed what its message should show). */
  checkAt(id: string, at: Date): Promise<void>;
}
