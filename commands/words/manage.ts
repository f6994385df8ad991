// Orders on one of the bot's own things by its id: "snooze alert alr_… for an hour", "acknowledge
// incident inc_…", "run digest sub_… now". The id says which subcommand; the verb says which of its
// actions (as the commands' usage writes them). An id with no verb of its command is asked back.
import { ALERT_ID_RE, alertsCommand } from '../alerts/index.js';
import { INCIDENT_ID_RE, SNOOZES, type Snooze } from '../alerts/incident-actions.js';
import { digestCommand, SUBSCRIPTION_ID_RE } from '../digest/index.js';
import type { Reading } from './reading.js';

/** Chat's words for deleting one ("kill the digest sub_…", "scrap alr_…": forty-second round), as that kind's action. */
const gone = (action: string): Record<string, string> => Object.fromEntries(['kill', 'nuke', 'scrap', 'trash', 'axe', 'cancel', 'bin', 'ditch'].map((w) => [w, action]));
/** Each kind of id: its subcommand, and its verbs → the action the grammar takes. */
const KINDS: readonly { id: RegExp; command: string; verbs: Readonly<Record<string, string>>; offer: readonly string[] }[] = [
  { id: ALERT_ID_RE, command: alertsCommand.name, offer: ['pause', 'resume', 'remove'],
    verbs: { snooze: 'snooze', pause: 'pause', resume: 'resume', unpause: 'resume', remove: 'remove', delete: 'remove', ...gone('remove'), mute: 'mute', silence: 'mute', quiet: 'mute', shut: 'mute', hush: 'mute', shush: 'mute', enable: 'resume', reenable: 'resume', reactivate: 'resume', restart: 'resume', disable: 'pause', deactivate: 'pause', stop: 'pause' } },
  { id: INCIDENT_ID_RE, command: alertsCommand.name, offer: ['ack'], verbs: { ack: 'ack', acknowledge: 'ack', acknowledged: 'ack' } },
  { id: SUBSCRIPTION_ID_RE, command: digestCommand.name, offer: ['preview', 'run', 'pause'],
    verbs: { run: 'run', send: 'run', preview: 'preview', pause: 'pause', resume: 'resume', unpause: 'resume', delete: 'delete', remove: 'delete', ...gone('delete'), edit: 'edit' } },
];
/** The snooze's length in words. */
const SNOOZE: Readonly<Record<string, Snooze>> = { '1h': '1h', hour: '1h', '1d': '1d', day: '1d', '24h': '1d', tomorrow: '1d' };

/** Reads an id of an alert, incident or digest and the verb said with it; marks their words read. */
export function readManage(t: readonly string[], used: boolean[], r: Reading): void {
  const at = t.findIndex((w, i) => !used[i] && KINDS.some((k) => k.id.test(w)));
  if (at < 0) return;
  const kind = KINDS.find((k) => k.id.test(t[at]!))!;
  used[at] = true;
  t.forEach((w, i) => (w === alertsCommand.name || w === 'alert' || w === 'incident' || w === digestCommand.name || w === 'subscription' || w === 'now') && (used[i] = true));
  // "turn alr_… back on", "switch it off": resumed or paused.
  const turned = t.findIndex((w, i) => !used[i] && (w === 'turn' || w === 'switch') && t.slice(i + 1).some((x) => x === 'on' || x === 'off'));
  if (turned >= 0 && kind.verbs.resume && kind.verbs.pause) {
    const on = t.slice(turned + 1).find((x) => x === 'on' || x === 'off') === 'on';
    t.forEach((w, i) => i >= turned && ['turn', 'switch', 'back', 'on', 'off', 'it', 'again'].includes(w) && (used[i] = true));
    r.manage = { kind: 'command', text: `${kind.command} ${on ? 'resume' : 'pause'} ${t[at]}` };
    return;
  }
  // "what digest sub_… would post, without posting it": a preview.
  // ("would you run sub_… now" is an order to run it)
  const wouldSay = (i: number) => /^(post|send|say|show|contain|look)$/.test(t[i + 1] ?? '');
  // ("preview what sub_… will post next", "what will sub_… send": the post to come, asked — round 50)
  // (not beside an order to run it: "run sub_… now, what will it post" runs it)
  const willSay = (w: string, i: number) => (w === 'would' || (w === 'will' && !t.includes('run'))) && (wouldSay(i) || (wouldSay(i + 1) && (t[i + 1] === 'it' || i + 1 === at)));
  if (kind.verbs.preview && t.some((w, i) => willSay(w, i) || (w === 'dry' && t[i + 1] === 'run') || (w === 'without' && /^(post|posting|send|sending|it)$/.test(t[i + 1] ?? '')))) {
    t.forEach((w, i) => ['would', 'will', 'what', 'preview', 'next', 'without', 'post', 'posting', 'posted', 'send', 'sending', 'sent', 'dry', 'run', 'it', 'look', 'like'].includes(w) && (used[i] = true));
    r.manage = { kind: 'command', text: `${kind.command} preview ${t[at]}` };
    return;
  }
  const verb = t.findIndex((w, i) => !used[i] && kind.verbs[w] !== undefined);
  if (verb < 0) {
    r.manage = { kind: 'clarify', suggestions: kind.offer.map((a) => `${kind.command} ${a} ${t[at]}`) };
    return;
  }
  used[verb] = true;
  // ("preview the next one for sub_…": a preview is the digest's next post, so "next"/"upcoming" add nothing — round 47)
  if (kind.verbs[t[verb]!] === 'preview') t.forEach((w, i) => ['next', 'upcoming', 'one'].includes(w) && (used[i] = true));
  // ("shut up alr_… for an hour", "silence it for a day": quiet for a while is a snooze; quiet for a country, a mute)
  const said = kind.verbs[t[verb]!]!;
  // ("pause alr_… till tomorrow": a pause with an end is a snooze too — round 50)
  const action = (said === 'mute' || said === 'pause') && kind.verbs.snooze && t.some((w, i) => !used[i] && SNOOZE[w] !== undefined) ? 'snooze' : said;
  if (t[verb] === 'shut' && t[verb + 1] === 'up') used[verb + 1] = true;
  if (t[verb] === 'quiet' && t.lastIndexOf('keep', verb) >= 0) used[t.lastIndexOf('keep', verb)] = true;
  const length = action === 'snooze' ? t.findIndex((w, i) => !used[i] && SNOOZE[w] !== undefined) : -1;
  if (length >= 0) used[length] = true;
  // ("snooze alr_… till tomorrow": the length said as when it ends — round 50)
  if (length > 0 && t[length] === 'tomorrow' && /^(?:till|until|til|'til)$/.test(t[length - 1]!)) used[length - 1] = true;
  // ("1 day", "one hour": the count of one said before the length — round 43)
  if (length > 0 && /^(?:1|one)$/.test(t[length - 1]!) && /^(?:day|hour)$/.test(t[length]!)) used[length - 1] = true;
  if (action === 'snooze' && length < 0) {
    r.manage = { kind: 'clarify', suggestions: Object.keys(SNOOZES).map((l) => `${kind.command} snooze ${t[at]} ${l}`) };
    return;
  }
  r.manage = { kind: 'command', text: [kind.command, action, t[at], length >= 0 && SNOOZE[t[length]!]].filter(Boolean).join(' ') };
}
