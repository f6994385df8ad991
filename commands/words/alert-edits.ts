// Edits of an alert just set up, said in its thread (issue 38's twenty-first round): after `alerts
// add revenue drop 20%`, "post it in this channel" (the same alert, posting here) and "make it 30"
// (the same alert at another share). The other edits' modules read a report's parts (a split, a
// filter, a count), none of which an alert's order has; here every word must be the edit's or glue,
// and one share at most is said ("30 not 20" names two: left to be asked back).
import { alertsCommand } from '../alerts/index.js';
import { configAlertEdit } from './config-alert-edit.js';
import { snoozeEdit } from './snooze-edit.js';
import type { Composed } from './compose.js';
import { FILLER, METRIC } from './lexicon.js';
import { intentOf } from './intents.js';
import type { Reading } from './reading.js';

/** The figures an alert watches (as ./asks.ts's ALERT_METRICS). */
const ALERT_FIGURES = new Set<string>([METRIC.revenue, METRIC.impressions, METRIC.ecpm, METRIC.fill_rate]);
const ALERT_ADD = new RegExp(`^${alertsCommand.name} add (${[...ALERT_FIGURES].join('|')}) drop (\\d{1,2})%(.*)$`);
/** Words of "what alerts do we have set up", "list my alerts" (no verb of removing or changing one). */
const LIST_WORDS = new Set(['what', 'which', 'list', 'show', 'me', 'my', 'our', 'the', 'all', 'do', 'does', 'we', 'i', 'you', 'have', 'has', 'got', 'set', 'up', 'are', 'is', 'there', 'any', 'current', 'existing', 'active', 'now', 'please', 'pls', 'again', 'of']);
/** Words of "post it here", "send it to this channel instead". */
const HERE_WORDS = new Set(['post', 'send', 'put', 'it', 'them', 'that', 'in', 'into', 'to', 'this', 'channel', 'here', 'instead', 'also', 'too', 'have', 'let', 'can', 'could', 'you', 'please', 'pls', 'and', 'rather', 'than', 'dm', 'a', 'of', 'not', 'my', 'dms']);
/** Words of "make it 30", "change the threshold to 25%". */
const SHARE_WORDS = new Set(['make', 'it', 'that', 'change', 'set', 'to', 'instead', 'the', 'threshold', 'drop', 'share', 'percent', 'pct', 'can', 'could', 'you', 'please', 'pls', 'lets', 'let', "let's", 'us', 'do', 'rather', 'actually', 'bump', 'up', 'lower', 'raise']);

export function alertEdit(previous: string, r: Reading): Composed | undefined {
  const text = previous.trim().replace(/^\/adops\b\s*/i, '');
  // ("post it here instead" after a config alert: that alert, posting here — round 43)
  const config = /^alerts add config\b/.test(text) && !/\bhere\b/.test(text) && r.tokens.words.some((w, i) => w === 'here' || (w === 'channel' && r.tokens.words[i - 1] === 'this')) && !r.intents.size && r.tokens.words.every((w) => HERE_WORDS.has(w) || FILLER.has(w));
  if (config) return { kind: 'command', text: `${text} here` };
  // ("the draft one" after a config alert: that alert on the draft — ./config-alert-edit.ts)
  // ("make it a day" after a snooze of an hour: the same snooze, a day — ./snooze-edit.ts)
  const selected = configAlertEdit(text, r.tokens.words) ?? snoozeEdit(text, r.tokens.words.join(' '));
  if (selected) return { kind: 'command', text: selected };
  const m = ALERT_ADD.exec(text);
  if (!m) return undefined;
  // ("what alerts do we have", "list my alerts" after one was set up: the list — the thread's order run again would set up a second alert)
  if (r.intents.size === 1 && r.intents.has(alertsCommand) && !r.create && r.tokens.words.every((w) => LIST_WORDS.has(w) || intentOf(w) === alertsCommand)) return { kind: 'command', text: `${alertsCommand.name} list` };
  // (asked of the alerts with more named — "what alerts do we have for germany" — the order is not set up again with it: asked)
  if (r.intents.has(alertsCommand) && !r.create) return { kind: 'clarify', reason: 'Do you mean the alerts set up, or another alert?', suggestions: [`${alertsCommand.name} list`] };
  const t = r.tokens.words.filter((w) => !FILLER.has(w) || HERE_WORDS.has(w) || SHARE_WORDS.has(w));
  const rest = m[3]!.trim().split(/\s+/).filter(Boolean);
  // "post it in this channel": here, put before the channels and members the alert already names (as the grammar writes them)
  const here = t.includes('here') || t.some((w, i) => w === 'channel' && t[i - 1] === 'this');
  if (here && !t.includes('dm') && !t.includes('dms') && t.every((w) => HERE_WORDS.has(w)) && !rest.includes('here')) {
    const at = rest.findIndex((o) => /^(channel|notify)=/.test(o));
    const opts = at < 0 ? [...rest, 'here'] : [...rest.slice(0, at), 'here', ...rest.slice(at)];
    return { kind: 'command', text: [alertsCommand.name, 'add', m[1], 'drop', `${m[2]}%`, ...opts].join(' ') };
  }
  const shares = t.filter((w) => /^\d{1,2}%?$/.test(w));
  if (shares.length === 1 && t.every((w) => SHARE_WORDS.has(w) || w === shares[0]) && Number(shares[0]!.replace('%', '')) > 0) {
    return { kind: 'command', text: [alertsCommand.name, 'add', m[1], 'drop', `${shares[0]!.replace('%', '')}%`, ...rest].join(' ') };
  }
  // ("make it ecpm": the same alert on another figure it can watch; "make it 30 in germany" names more: asked)
  const metric = new Set(r.metrics);
  if (metric.size === 1 && ALERT_FIGURES.has(r.metrics[0]!) && !shares.length && !r.range && !r.country && !r.os && !r.format && !r.apps.length && !r.by.length && r.tokens.words.every((w, i) => SHARE_WORDS.has(w) || FILLER.has(w) || r.used[i])) {
    return { kind: 'command', text: [alertsCommand.name, 'add', r.metrics[0], 'drop', `${m[2]}%`, ...rest].join(' ') };
  }
  // ("make it just US", "make it android only", "make it hourly": the same alert narrowed to a filter it takes, or checked hourly — round 39)
  const narrowed = narrowedAlert(r, shares.length > 0, rest);
  if (narrowed) return { kind: 'command', text: [alertsCommand.name, 'add', m[1], 'drop', `${m[2]}%`, ...narrowed].join(' ') };
  // (any other change said of it — "make it clicks", "make it ecpm in germany" — is no report's: read alone it would drop the alert; asked)
  if (['make', 'change', 'switch', 'set'].includes(r.tokens.words[0] ?? '') || r.tokens.words.includes('instead')) return { kind: 'clarify', reason: 'An alert watches revenue, impressions, eCPM or fill rate for a drop of a share; what shall change?', suggestions: [text] };
  return undefined;
}

/** Words of "make it just US", "make it hourly": the edit's verb, "only", and the alert's pointer. */
const NARROW_WORDS = new Set([...SHARE_WORDS, 'just', 'only', 'for', 'in', 'on', 'hourly', 'too', 'also']);
/** Each filter an alert takes, its option key and the reading's value. */
const FILTERS: readonly (readonly [string, (r: Reading) => string | undefined])[] = [['country', (r) => r.country], ['os', (r) => r.os], ['app', (r) => (r.apps.length === 1 ? r.apps[0] : undefined)]];

/** The alert's options with a filter or "hourly" the words set; undefined when they say anything else. */
function narrowedAlert(r: Reading, share: boolean, rest: readonly string[]): string[] | undefined {
  const t = r.tokens.words;
  const hourly = t.includes('hourly');
  const set = FILTERS.map(([key, of]) => [key, of(r)] as const).filter(([, v]) => v !== undefined);
  if (share || (!set.length && !hourly) || r.metrics.length || r.range || r.format || r.by.length || r.apps.length > 1 || r.countries || r.intents.size || r.unknown.length) return undefined;
  if (!t.every((w, i) => r.used[i] || FILLER.has(w) || NARROW_WORDS.has(w))) return undefined;
  const kept = rest.filter((o) => !set.some(([key]) => o.startsWith(`${key}=`)) && !(hourly && o === 'hourly'));
  return [...(hourly ? ['hourly'] : []), ...kept, ...set.map(([key, v]) => `${key}=${v}`)];
}
