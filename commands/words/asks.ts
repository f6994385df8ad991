// Asks about the bot's own things, and the glue around figures that only those asks carry: "alert
// me if revenue drops 25%" (alerts add), "set up a new digest" (the form), "watch the bonus coins
// test" (abtest watch), "what permissions do I have" (the key's, or the workspace's policy? asked),
// "show recent refusals" and "who ran what" (the audit log), "how long do auctions take"
// (their duration), "the last 20 bids" (a limit), and words that only restate the report named
// beside them ("what do the networks say we earned", "which bidder pays the highest eCPM",
// "how much money came in", "the prompt of the A/B watch task").
import { abtestCommand } from '../abtest/index.js';
import { accessCommand } from '../access/index.js';
import { alertsCommand } from '../alerts/index.js';
import { auctionCommand } from '../auction/index.js';
import { auditCommand } from '../audit/index.js';
import { biddersCommand } from '../bidders/index.js';
import { demandCommand } from '../demand/index.js';
import { digestCommand } from '../digest/index.js';
import { exportCommand } from '../export/index.js';
import { networkCommand } from '../network/index.js';
import { reconcileCommand } from '../reconcile/index.js';
import { tasksCommand } from '../tasks/index.js';
import { whoamiCommand } from '../whoami/index.js';
import { configCommand } from '../config/index.js';
import { intentOf } from './intents.js';
import { readManage } from './manage.js';
import { appFilter } from './compose-reports.js';
import { readConfigSelector } from './config-words.js';
import { toldOfChange } from './told-of.js';
import { configAlert, configAlertThat } from './config-alerts.js';
import { readRestated } from './restated-asks.js';
import { METRIC, OS_WORDS } from './lexicon.js';
import { dimensionOf, metricOf, type Reading } from './reading.js';
import { reportGlue } from './report-glue.js';
import { whyCommand } from '../why/index.js';
import { readWhoChanged } from './who-changed.js';

/** The figures an alert watches (the grammar's `alerts add <metric> drop <pct>%`). */
const ALERT_METRICS: readonly string[] = [METRIC.revenue, METRIC.impressions, METRIC.ecpm, METRIC.fill_rate];
/** "can you set up …", "could we add …": an order asked politely, not whether one was made ("have you set up …"). */
const ORDER_ASKED = /^(can|could|would|will) (you|we)$/;
const CREATE = new Set(['create', 'add', 'new', 'setup', 'schedule', 'make', 'start']);
/** "tell me when …", "let me know if …", "ping me if …": a condition to be told of, later. */
const TELL = new Set(['tell', 'notify', 'ping', 'warn', 'alert', 'message', 'dm']);
const DROP = new Set(['drop', 'drops', 'dropping', 'falls', 'fall', 'falling', 'dips', 'dip', 'declines', 'decline', 'down']);
const SAY = new Set(['say', 'says', 'said', 'report', 'reports', 'reported', 'reporting', 'claim', 'claims', 'owe', 'owes', 'owed']);
const PAY = new Set(['pay', 'pays', 'paid', 'paying', 'gives', 'give']);
const IN_VERBS = new Set(['came', 'come', 'coming', 'brought', 'bring', 'pulled', 'pull', 'raked', 'rake', 'took', 'take']);
/** "why did october come in lower": money that came in, said of a period by how it moved, asked why (round 44; without "why", "did brazil come in under last week" compares, and is asked: fortieth round). */
const CAME_IN_AS = new Set(['lower', 'higher', 'low', 'high', 'under', 'over', 'below', 'above', 'short', 'light', 'soft', 'softer', 'weak', 'weaker', 'strong', 'stronger', 'less', 'more', 'ahead', 'behind']);
export const TASK_WORDS = new Set(['prompt', 'prompts', 'schedule', 'scheduled', 'run', 'runs', 'next', 'cron', 'enabled', 'enable', 'disabled', 'active', 'paused', 'settings']);
export const WATCH = new Set(['watch', 'monitor', 'track', 'follow']);
/** Rows of the audit log, counted ("the last 50 entries"). */
const LOG_ROWS = new Set(['entries', 'entry', 'events', 'actions', 'records', 'rows', 'lines', 'items']);
const SELF = new Set(['i', 'my', 'me', 'mine']);
/** A channel an alert is to post in, as ./markup.ts writes it ("<#C…|ops>" → channel=C…). */
const CHANNEL = /^channel=[cg][a-z0-9]+$/i;

/** The length of an order to watch at word i ("watch", "please monitor", "keep an eye on"; first in its clause or after a word of asking); 0 where none. */
function watchOrderAt(r: Reading, i: number): number {
  const t = r.tokens.words;
  if (t[i] === 'keep' && t[i + 1] === 'an' && t[i + 2] === 'eye' && t[i + 3] === 'on') return 4;
  return WATCH.has(t[i]!) && (i === 0 || ['please', 'pls', 'can', 'could', 'you', 'to', 'and'].includes(t[i - 1] ?? '') || r.tokens.clause[i] !== r.tokens.clause[i - 1]) ? 1 : 0;
}

/** "watch the banner refresh one for me": an order to watch a test named without "test", found once its name is (./read-parts.ts; round 51). */
export function watchOfNamed(r: Reading): void {
  const at = r.tokens.words.findIndex((_, i) => !r.used[i] && watchOrderAt(r, i) > 0);
  if (at < 0) return;
  r.watch = true;
  r.used.fill(true, at, at + watchOrderAt(r, at));
}

export function readAsks(t: readonly string[], used: boolean[], r: Reading): void {
  // (who changed one of the bot's things, "who paused digest sub_…": asked of the log, never the order itself)
  if (!readWhoChanged(t, used, r)) readManage(t, used, r);
  const has = (cmd: unknown) => t.some((w, i) => !used[i] && intentOf(w) === cmd) || r.intents.has(cmd as never);
  // ("config version 12", "check config id cfg_8812": which configuration, ./config-words.ts)
  // (a config's own id, "cfg_…", names the config as the word does — round 43)
  // (an id shaped as a config's, "cfg_…" or "draft_…", names one alone: "is draft_floor_cleanup valid?" — round 50)
  if (has(configCommand) || t.some((w) => /^(?:cfg|draft)_[a-z0-9_]+$/.test(w))) readConfigSelector(t, used, r);
  if (/^(?:cfg|draft)_/.test(r.configId ?? '')) r.intents.add(configCommand);
  // (words that only restate an ask of a report beside them: ./restated-asks.ts)
  readRestated(t, used, r, has);
  for (let i = 0; i < t.length; i++) {
    if (used[i]) continue;
    const [w, next, after] = [t[i]!, t[i + 1], t[i + 2]];
    // "how much money came in", "what did we bring in": the revenue, said the long way.
    // (with no figure named, "how much did each bidder bring in" is the revenue of each: said so, or a split by bidder shows its
    // default columns — round 47; one bidder named, "how much did bidder alpha bring in", stays the bidders' report)
    if (IN_VERBS.has(w) && next === 'in' && (t.some((x) => metricOf(x) === METRIC.revenue || x === 'much') || (CAME_IN_AS.has(t[i + 2] ?? '') && t.includes(whyCommand.name)))) {
      used.fill(true, i, i + 2);
      if (!r.metrics.length && !t.some((x) => metricOf(x) !== undefined) && t.some((x) => ['each', 'every', 'per'].includes(x))) r.metrics.push(METRIC.revenue);
    }
    // "what do the networks say we earned", "what did bravo report": what those reports are.
    else if (SAY.has(w) && (has(networkCommand) || has(demandCommand))) used[i] = true;
    // "which bidder pays the highest eCPM": the bidders' own columns, paid.
    else if (PAY.has(w) && has(biddersCommand) && t.some((x) => metricOf(x) !== undefined)) used[i] = true;
    // "how much did each network pay us": what each network reports it earned us, a row each ("when do the networks pay us" asks a date,
    // and "what did the networks pay us" may be set against our own figures: not these).
    else if (PAY.has(w) && has(networkCommand) && !has(biddersCommand) && !has(demandCommand) && t.some((x) => x === 'much' || x === 'what') && !t.includes('when') && t.some((x, k) => (x === 'each' || x === 'every') && intentOf(t[t[k + 1] === 'ad' ? k + 2 : k + 1] ?? '') === networkCommand)) used[i] = true;
    // "are the demand partners paying what they report": what demand sets side by side.
    else if (PAY.has(w) && has(demandCommand) && t.some((x) => SAY.has(x))) used[i] = true;
    // "bid export bidexp_…": the export's kind, which its id says.
    else if ((w === 'bid' || w === 'bids') && intentOf(next ?? '') === exportCommand && t.some((x) => /^bidexp_/.test(x))) used[i] = true;
    else if ((w === 'api' && (next === 'key' || next === 'keys')) || (w === 'both' && OS_WORDS[next ?? ''] && OS_WORDS[t[i + 3] ?? ''])) used[i] = true;
    // "how long do auctions take": their duration.
    else if (w === 'how' && next === 'long' && has(auctionCommand)) {
      r.auctionMetric = 'duration';
      used.fill(true, i, i + 2);
      // ("how long are auctions taking": the corrector makes "taking" revenue's "takings")
      for (let k = i + 2; k < t.length; k++) if (['take', 'takes', 'took', 'taking', 'takings'].includes(t[k]!) && !used[k]) used[k] = true;
    }
    // "how long until the coins test is done": when it is due, which its status says.
    else if (w === 'how' && next === 'long' && ['until', 'till', 'left', 'remaining', 'before'].includes(after ?? '') && (has(abtestCommand) || t.some((x) => /^abt_/.test(x)))) used.fill(true, i, i + 3);
    else if ((w === 'duration' || w === 'durations' || w === 'latency') && has(auctionCommand)) {
      // ("round latency per bidder": the report's per-bidder table, whose columns are each bidder's call latency — not the
      // durations by round number; round 50, the ninety-second set)
      if (!t.some((x, k) => ['per', 'by', 'each', 'every'].includes(x) && /^bidders?$/.test(t[k + 1] ?? ''))) r.auctionMetric = 'duration';
      used[i] = true;
    }
    // "auction errors yesterday", "the auctions' error types": the errors' breakdown by type (its metric; with
    // timeouts beside them it is the errors-and-timeouts picture, ./read-more.ts; round 31)
    else if (/^errors?$/.test(w) && has(auctionCommand) && !t.some((x) => /^(timeouts?|timed)$/.test(x)) && !r.auctionMetric) {
      r.auctionMetric = 'error_type';
      used[i] = true;
      if (/^types?$/.test(next ?? '')) used[i + 1] = true;
      // ("bidder errors by type", "errors per type": the errors' own types, which that breakdown is — not ad formats; round 47)
      else if (['by', 'per'].includes(next ?? '') && /^types?$/.test(after ?? '')) used.fill(true, i + 1, i + 3);
    }
    // "the last 20 bids", "latest 50 bids": how many of the log.
    // ("the last 100 audit log lines": the rows' noun after the log's own words)
    else if (['last', 'latest', 'recent', 'newest'].includes(w) && /^\d{1,4}$/.test(next ?? '') && (after === 'bids' || after === 'bid' || (has(auditCommand) && [i + 2, i + 3, i + 4].some((k) => LOG_ROWS.has(t[k] ?? '') && t.slice(i + 2, k).every((x) => intentOf(x) === auditCommand || x === 'log' || x === 'the'))))) {
      r.limit = Number(next);
      used.fill(true, i, i + 2);
      for (const k of [i + 2, i + 3, i + 4]) if (LOG_ROWS.has(t[k] ?? '')) used[k] = true;
    }
    // "100 most recent bids", "the 50 latest bids": the count said first.
    else if (/^\d{1,4}$/.test(w) && (['latest', 'recent', 'newest'].includes(next ?? '') || (next === 'most' && after === 'recent')) && /^bids?$/.test(t[next === 'most' ? i + 3 : i + 2] ?? '')) {
      r.limit = Number(w);
      used.fill(true, i, next === 'most' ? i + 3 : i + 2);
    }
    // "a 20% revenue drop alert": an alert to set up, said as a noun.
    else if (intentOf(w) === alertsCommand && DROP.has(t[i - 1] ?? '') && t.some((x) => /^\d{1,2}%$/.test(x)) && !has(digestCommand)) {
      r.intents.add(alertsCommand);
      r.create = true;
      used[i] = true;
    }
    // "what did U02ABCDEF run": a Slack member's id, asked of the audit log (eight characters and up, "U04FINJX": round 50).
    else if (/^[uw](?=[a-z0-9]*\d)[a-z0-9]{7,10}$/.test(w) && !has(configCommand)) {
      r.intents.add(auditCommand);
      r.options.push(`user=${w.toUpperCase()}`);
      used[i] = true;
      // ("user U07…", "member U07…": the id's own label, not a count of users)
      if (['user', 'member', 'person'].includes(t[i - 1] ?? '')) used[i - 1] = true;
      t.forEach((x, k) => ['run', 'ran', 'used', 'use', 'did', 'do', 'done'].includes(x) && (used[k] = true));
    }
    // "bids for tiny farm today, 50 rows": how many of the log, said after.
    else if (/^\d{1,4}$/.test(w) && LOG_ROWS.has(next ?? '') && (has(auctionCommand) || has(auditCommand))) {
      r.limit = Number(w);
      used.fill(true, i, i + 2);
    }
    // "who ran what", "who used the bot": the audit log.
    else if (w === 'who' && ['ran', 'run', 'used', 'did'].includes(next ?? '')) {
      r.intents.add(auditCommand);
      used.fill(true, i, i + 2);
      if (after === 'what') used[i + 2] = true;
    } else if (/^(refusals?|refused|denied)$/.test(w) && !has(accessCommand)) {
      r.intents.add(auditCommand);
      used[i] = true;
      // ("any refused commands", "denied requests": what was refused is what was asked of the bot)
      if (/^(commands?|requests?|attempts?|runs?|calls?)$/.test(next ?? '')) used[i + 1] = true;
    }
    // "watch the … test", "keep an eye on …": an order to watch an A/B test.
    // (or said first in a clause of its own: "when the coins test has turned, watch it")
    else if (watchOrderAt(r, i)) {
      // (a test named by its id, "watch abt_… here", as by its name — round 43)
      if (!(has(abtestCommand) || t.some((x) => /^abt_[a-z0-9_]+$/.test(x))) || has(tasksCommand)) continue;
      r.watch = true;
      used.fill(true, i, i + watchOrderAt(r, i));
      // ("… and post updates here": what a watch does.)
      t.forEach((x, k) => ['post', 'posting', 'updates', 'update'].includes(x) && (used[k] = true));
    }
    // "set up", "create", "add", "a new": an order to make one (of an alert or a digest).
    // ("post an alert in <#C…> if …": an alert made to post there; "set an alert if …", set said without "up" — round 44)
    else if ((CREATE.has(w) || (w === 'set' && next === 'up') || ((w === 'set' || w === 'post') && ['a', 'an'].includes(next ?? '') && intentOf(after ?? '') === alertsCommand) || (w === 'post' && ['a', 'an'].includes(next ?? '') && intentOf(after ?? '') === alertsCommand)) && (w !== 'new' || i === 0 || ['a', 'an', 'another'].includes(t[i - 1] ?? '')) && (!['are', 'is', 'was', 'were', 'been', 'got', 'have', 'has', 'i', 'we', 'you', 'they'].includes(t[i - 1] ?? '') || ORDER_ASKED.test(`${t[i - 2]} ${t[i - 1]}`)) && (has(alertsCommand) || has(digestCommand))) {
      r.create = true;
      used.fill(true, i, w === 'set' && next === 'up' ? i + 2 : i + 1);
    } else if (TELL.has(w) && (['me', 'us'].includes(next ?? '') || CHANNEL.test(next ?? '') || (next === 'this' && after === 'channel')) && ['if', 'when', 'whenever', 'once'].includes(t[skipWhere(t, next === 'this' ? i + 3 : i + 2)] ?? '')) {
      // ("alert this channel and … if": the alert posts here)
      if (next === 'this') r.alertOptions = [...new Set([...(r.alertOptions ?? []), 'here'])];
      r.intents.add(alertsCommand);
      r.create = true;
      // (a channel named is left to be read as the option it is: the alert posts there)
      for (let k = i; k <= skipWhere(t, i + 2); k++) used[k] = !CHANNEL.test(t[k] ?? '');
    } else if (w === 'post' && ['here', 'in', 'to', 'into'].includes(next ?? '') && (next === 'here' || (next === 'in' && after === 'here') || (['this', 'the'].includes(after ?? '') && t[i + 3] === 'channel')) && ['if', 'when', 'whenever', 'once'].includes(t[skipWhere(t, i + 1)] ?? '')) {
      // ("post in this channel if impressions drop 30%": an alert made to post here, its "here" read below)
      r.intents.add(alertsCommand);
      r.create = true;
      used.fill(true, i, i + 1);
      used[skipWhere(t, i + 1)] = true;
    } else if (w === 'let' && ['me', 'us'].includes(next ?? '') && after === 'know' && ['if', 'when', 'whenever'].includes(t[i + 3] ?? '')) {
      r.intents.add(alertsCommand);
      r.create = true;
      used.fill(true, i, i + 4);
    }
    // "is the network data final": whether the networks' figures are final is reconcile's.
    else if (/^(final|finali[sz]ed|provisional|preliminary|settled)$/.test(w) && has(networkCommand)) {
      r.intents.add(reconcileCommand);
      used[i] = true;
    }
    // "any networks missing data", "did the native test fail", "can we ship the floor test", "is it still valid": what those reports say (coverage; a test's verdict).
    else if ((['missing', 'coverage'].includes(w) && has(networkCommand)) || (['fail', 'failed', 'failing', 'succeed', 'succeeded', 'winner', 'won', 'enough', 'turned', 'turns', 'flip', 'flipped', 'flips', 'ship', 'shippable', 'valid', 'trustworthy', 'reliable', 'broken', 'busted', 'healthy', 'legit', 'skewed'].includes(w) && has(abtestCommand)) || (w === 'split' && has(abtestCommand) && /^(looks|looked|seems|seemed|is|was|feels)$/.test(next ?? ''))) used[i] = true;
    // "make it top 10": the answer before, made another way.
    else if (w === 'make' && ['it', 'that', 'this', 'them'].includes(next ?? '')) used[i] = true;
    // "the prompt of the A/B watch task", "when does it run next": what a Task shows.
    else if (TASK_WORDS.has(w) && has(tasksCommand)) used[i] = true;
    // "watch it in this channel": here, as the grammar says it.
    else if (w === 'channel' && r.watch && ['this', 'the', 'our'].includes(t[i - 1] ?? '')) used[i] = true;
  }
  // "drops more than 15 percent": the share of an alert's drop.
  if (r.create) t.forEach((w, i) => (w === 'percent' || w === 'pct') && /^\d{1,2}$/.test(t[i - 1] ?? '') && used.fill(true, i - 1, i + 1));
  // An alert's "hourly" ("every hour"), "any-segment" (./ops-asks.ts) and where it posts ("here", "in this channel").
  if (r.create && has(alertsCommand)) {
    t.forEach((w, i) => {
      const hourly = w === 'hourly' || (w === 'every' && t[i + 1] === 'hour');
      const here = w === 'here' || (w === 'channel' && ['this', 'the'].includes(t[i - 1] ?? '') && ['in', 'to', 'into'].includes(t[i - 2] ?? ''));
      if (hourly || here) r.alertOptions = [...new Set([...(r.alertOptions ?? []), hourly ? 'hourly' : 'here'])];
      if (hourly) used.fill(true, i, w === 'every' ? i + 2 : i + 1);
      if (w === 'any-segment') [used[i], r.alertOptions] = [true, [...new Set([...(r.alertOptions ?? []), w])]];
      if (here) used.fill(true, w === 'here' ? i : i - 2, i + 1);
    });
  }
  // (a report's own rows, verbs and place, said beside it: ./report-glue.ts)
  reportGlue(t, used, has);
}

/** Past "hourly", "here", "in this channel" said between "notify me" and its "if". */
function skipWhere(t: readonly string[], i: number): number {
  let k = i;
  while (k < i + 4 && (['hourly', 'here', 'in', 'this', 'channel', 'every', 'hour', 'and', 'me', 'us'].includes(t[k] ?? '') || CHANNEL.test(t[k] ?? ''))) k++;
  return k;
}

/** "alert me if that drops 20%" in a thread: the figure of the command before (its filters too). */
export function alertOnThat(previous: string, r: Reading): ReturnType<typeof composeAsk> {
  // ("ping me if it breaks" after a config: ./config-alerts.ts)
  const config = configAlertThat(previous, r);
  if (config) return config;
  // (no figure named beside a drop's share, "set an alert for 15% drops": the thread's figure too — round 50)
  // (not of a split's rows, "alert me if any country drops 15%": an alert watches the whole figure or one value — round 50's review)
  const share = r.tokens.words.some((w) => /^\d{1,2}(?:\.\d+)?%$/.test(w)) && !r.tokens.words.some((w) => w === 'any' || w === 'each' || dimensionOf(w) !== undefined);
  if (!r.create || !r.intents.has(alertsCommand) || r.metrics.length || !(share || r.tokens.words.some((w) => ['that', 'it', 'this', 'those'].includes(w)))) return undefined;
  const text = previous.replace(/^\s*\/adops\b\s*/i, '').trim();
  const metric = new RegExp(`^\\S+ (${ALERT_METRICS.join('|')})\\b`).exec(text)?.[1] ?? /\bmetrics=([a-z_]+)/.exec(text)?.[1] ?? (/^revenue\b/.test(text) ? METRIC.revenue : undefined);
  if (!metric || !ALERT_METRICS.includes(metric)) return undefined;
  const os = /\bos=(\w+)/i.exec(text)?.[1];
  return composeAsk({ ...r, metrics: [metric as (typeof r.metrics)[number]], country: r.country ?? /\bcountry=([A-Z]{2})\b/.exec(text)?.[1], os: r.os ?? (os ? (/^ios$/i.test(os) ? 'iOS' : 'Android') : undefined) });
}

/** The ask composed, when the words make one of these; else undefined (the figures' way decides). */
export function composeAsk(r: Reading): { kind: 'command'; text: string } | { kind: 'clarify'; reason: string; suggestions: string[] } | undefined {
  const t = r.tokens.words;
  // "what permissions do I have": the API key's (whoami), or what the workspace lets me do (access)?
  if (r.intents.size === 1 && r.intents.has(accessCommand) && !t.includes('who') && t.some((w) => SELF.has(w))) return { kind: 'clarify', reason: 'The API key’s permissions, or who may do what here?', suggestions: [whoamiCommand.name, accessCommand.name] };
  // "mute alert alr_… for France": a mute is of one country.
  if (r.manage?.kind === 'command' && / mute /.test(r.manage.text)) return r.country ? { kind: 'command', text: `${r.manage.text} country=${r.country}` } : { kind: 'clarify', reason: 'A mute is of one country; which?', suggestions: [`${r.manage.text} country=US`] };
  if (r.manage) return r.manage.kind === 'command' ? r.manage : { kind: 'clarify', reason: r.manage.reason ?? 'What shall I do with it?', suggestions: r.manage.suggestions };
  if (toldOfChange(r)) return toldOfChange(r);
  // ("a config alert for v43": ./config-alerts.ts)
  if (configAlert(r)) return configAlert(r);
  if (r.watch && r.intents.size === 1 && r.intents.has(abtestCommand) && r.named?.length === 1 && !r.range) return { kind: 'command', text: `${abtestCommand.name} watch ${r.named[0]}${t.includes('here') || t.includes('channel') ? ' here' : ''}` };
  if (!r.create) return undefined;
  // ("a daily revenue digest": the daily revenue report is one the form offers; another figure is asked)
  if (r.intents.size === 1 && r.intents.has(digestCommand) && r.metrics.every((m) => m === METRIC.revenue) && !r.by.length && !r.country && !r.apps.length) return { kind: 'command', text: `${digestCommand.name} add` };
  if (r.intents.size !== 1 || !r.intents.has(alertsCommand)) return undefined;
  // "alert me if revenue drops 25%": one figure, a drop, a share; anything else is asked ("below 80%" is a level, not a drop).
  const metrics = [...new Set(r.metrics)];
  const pct = r.gap ?? (t.find((w, i) => /^\d{1,2}$/.test(w) && t[i + 1] === 'percent') ?? '').replace(/^(\d+)$/, '$1%');
  const dropped = t.some((w) => DROP.has(w)) && !t.some((w) => ['below', 'under', 'less'].includes(w));
  if (metrics.length === 1 && ALERT_METRICS.includes(metrics[0]!) && pct && dropped && !r.range) {
    const [hourly, here, segment] = ['hourly', 'here', 'any-segment'].map((o) => r.alertOptions?.includes(o) && o);
    // (members mentioned are told in the channel it posts to; a DM has no one else to tell)
    const told = here && r.mentioned?.length ? `notify=${r.mentioned.join(',')}` : undefined;
    const channels = r.options.filter((o) => CHANNEL.test(o));
    // ("the puzzle game's revenue": an alert takes an app, the bundle of the platform said beside it)
    const { app, rest } = r.apps.length ? appFilter(r) : { app: undefined, rest: r };
    return { kind: 'command', text: [alertsCommand.name, 'add', metrics[0], 'drop', pct, hourly, r.country && `country=${r.country}`, rest.os && `os=${rest.os}`, app && `app=${app}`, segment, here, ...channels, told].filter(Boolean).join(' ') };
  }
  return { kind: 'clarify', reason: 'An alert watches one figure for a drop of a share below its usual level; which?', suggestions: [`${alertsCommand.name} add ${metrics.find((m) => ALERT_METRICS.includes(m)) ?? METRIC.revenue} drop 20%`, `${alertsCommand.name} list`] };
}
