// A condition said first ("if fill dropped in BR yesterday, which bidder was it?", "assuming
// October's network numbers are in, how far apart are we", "since Brazil is the one that moved,
// break fill down by format", "in case the export for the 24th isn't there, request it for that
// day"): the premise is what the asker takes as given, the clause after it is the ask. The ask is
// read alone, with what the premise narrows — its period, country, platform, app, format, bidder or
// A/B test — where the ask names none ("that day", "it" point back at it); the premise's own figure
// only when the ask explains one and names none ("…, why"). The premise's figure and comparison are
// the condition, not what is asked, so they need not be carried; its filters must be (./carried.ts),
// and its words must narrow nothing else (./buried.ts's headFits: no word that sets figures apart,
// none asking what no command answers, no report of its own).
// "when imps on android fall 20%, ping me": an order to be told, said last, is read as said first.
// The ask is composed here too (underCondition), for ./understand.ts, with the premise's parts.
import { networkCommand } from '../network/index.js';
import { reconcileCommand } from '../reconcile/index.js';
import { whyCommand } from '../why/index.js';
import { headFits } from './buried.js';
import type { Composed } from './compose-reports.js';
import { compose, type Days } from './compose.js';
import type { Reading } from './reading.js';

/** Words that open a condition; "since" only where no date follows it (./understand.ts checks). */
const OPENS = /^(if|assuming(?: that)?|in case|given(?: that)?|now that|since|when|whenever|once)\s+/i;
/** Where the premise ends: a comma, semicolon or dash. */
const ENDS = /\s*(?:[,;]|\s[—–-]\s|[—–])\s*/;
/** An order to be told, said after its condition ("…, ping me", "…, let us know"). */
const TELL_LAST = /^(?:please |pls |then )?(?:(?:ping|tell|notify|alert|message|dm|warn) (?:me|us|this channel)|let (?:me|us) know)\b/i;
/** A day or span pointed back at ("for that day", "on the same date"): the premise's. */
const POINTED = /\b(?:for|on|of|from|over) (?:that|the same) (?:day|date|week|month|period|time)\b/gi;

export interface Premised {
  conj: string;
  premise: string;
  ask: string;
}

/** The condition said first and the ask after it; undefined when the message does not open with one. */
export function conditionFirst(text: string): Premised | undefined {
  const open = OPENS.exec(text.trim());
  if (!open) return undefined;
  const rest = text.trim().slice(open[0].length);
  const end = ENDS.exec(rest);
  if (!end || end.index === 0) return undefined;
  const [premise, ask] = [rest.slice(0, end.index), rest.slice(end.index + end[0].length)];
  if (!/[a-z0-9]/i.test(ask) || premise.split(/\s+/).length < 2) return undefined;
  return { conj: open[1]!.toLowerCase(), premise, ask };
}

/** "when X, ping me" as "ping me when X": the words the alert reader knows; undefined for any other ask. */
export function toldLast(p: Premised): string | undefined {
  if (!['if', 'when', 'whenever', 'once'].includes(p.conj) || !TELL_LAST.test(p.ask.trim())) return undefined;
  return `${p.ask.replace(/[.!?\s]+$/, '')} ${p.conj} ${p.premise}`;
}

/** The ask without the words that point back at the premise's period (kept only when it names one). */
export const askPointing = (p: Premised) => p.ask.replace(POINTED, ' ');

/** Whether the ask points back at the premise's period. */
export const pointsAtPremise = (p: Premised) => new RegExp(POINTED.source, 'i').test(p.ask);

/** Conditions on what happened, read as given; "when X, …" is mostly a time to come, read only before an order to be told. */
const GIVEN = new Set(['if', 'assuming', 'assuming that', 'in case', 'given', 'given that', 'now that', 'since']);
/** A move said in the present ("if revenue drops 20%, show …"): a condition on what is still to come. */
const TO_COME = new Set(['drop', 'drops', 'fall', 'falls', 'dip', 'dips', 'decline', 'declines', 'rise', 'rises', 'spike', 'spikes', 'jump', 'jumps', 'goes', 'hits', 'reaches', 'crosses', 'exceeds', 'becomes', 'turns', 'gets']);

/** Whether the premise is a condition on what happened (or is), which the ask can be answered under. */
export const givenPremise = (p: Premised, premise: Reading) => GIVEN.has(p.conj) && !premise.tokens.words.some((w) => TO_COME.has(w));

/** The ask's reading with what the premise narrows where the ask names none. */
export function withPremise(ask: Reading, premise: Reading): Reading {
  const r: Reading = { ...ask };
  if (r.range === undefined && premise.range !== undefined) [r.range, r.severalRanges] = [premise.range, premise.severalRanges];
  if (r.country === undefined && !r.countries && premise.country !== undefined) [r.country, r.countries] = [premise.country, premise.countries];
  if (r.os === undefined && premise.os !== undefined) r.os = premise.os;
  if (!r.apps.length && premise.apps.length) r.apps = premise.apps;
  if (r.format === undefined && premise.format !== undefined) r.format = premise.format;
  if (r.bidder === undefined && premise.bidder !== undefined) [r.bidder, r.bidders] = [premise.bidder, premise.bidders];
  if (!r.named?.length && premise.named?.length) r.named = premise.named;
  // (the premise's figure is the one explained, or the one a table of figures shows, when the ask names none; not the bidders')
  if (!r.metrics.length && (r.intents.has(whyCommand) || (!r.intents.size && r.by.length))) r.metrics = premise.metrics;
  // ("if revenue was below yesterday's today, why": the move explained is against that)
  if (r.intents.has(whyCommand) && r.vs === undefined) r.vs = premise.vs;
  return r;
}

/**
 * Whether the premise narrows nothing the command lacks: its filters carried, no report of its own
 * (the networks' figures are what a reconciliation compares), nothing no command answers, no word
 * that sets figures apart. Its figure, comparison and split are the condition's.
 */
export function premiseFits(premise: Reading, ask: Reading, composed: Composed): boolean {
  if (composed.kind !== 'command' || premise.severalRanges || premise.vagueRanges || premise.beyond.some((b) => b.kind !== 'judgement')) return false;
  // (a number nothing read — "below 1000" — may be a level that picks the rows)
  if (premise.unknown.some((w) => /\d/.test(w))) return false;
  const own = new Set([...premise.intents].filter((c) => !(c === networkCommand && ask.intents.has(reconcileCommand))));
  // (a threshold, share or rank in the premise picks the rows asked about — "if revenue was below 1000, which apps" — so it is carried like a filter)
  const given: Reading = { ...premise, intents: own, metrics: [], vs: undefined, vsRange: undefined, by: [], buckets: [], beyond: [] };
  return headFits(given, ask, composed.text);
}

/** The ask after a condition, read with what its premise narrows; undefined when the premise narrows more (asked by ./understand.ts when the words read whole are asked back). */
export function underCondition(p: Premised, readText: (s: string) => Reading, days: Days): { composed: Composed; reading: Reading } | undefined {
  const told = toldLast(p);
  if (told) return { composed: compose(readText(told), days), reading: readText(told) };
  // ("since Monday, …" is a period, not a reason; "for that day" needs a day to point at)
  if (p.conj === 'since' && readText(`since ${p.premise}`).range !== undefined) return undefined;
  const premise = readText(p.premise);
  if (!givenPremise(p, premise) || (pointsAtPremise(p) && premise.range === undefined)) return undefined;
  const ask = () => withPremise(readText(askPointing(p)), premise);
  const composed = compose(ask(), days);
  return premiseFits(premise, ask(), composed) ? { composed, reading: ask() } : undefined;
}
