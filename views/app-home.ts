// The App Home tab with durable state: the API connection, today/yesterday at a glance, the
// user's digests (with next and last run), alerts and watches, and recent exports — each with
// buttons to add, edit, pause, run and delete.
import type { IdentityStatus, SummaryRead } from '../src/api/index.js';
import type { AccessPolicy, AuditEntry, ExportJob, Incident, Run, Subscription, Watch } from '../src/store/index.js';
import { CAPABILITIES } from '../src/store/index.js';
import { whoHolds } from './access.js';
import { ACCESS_EDIT_ACTION } from './access-modal.js';
import { actions, button, context, divider, esc, fields, header, section } from './blocks.js';
import { CONNECT_ACTION } from './connect.js';
import { DIGEST_ACTION, subscriptionLine, type ReportLabel } from './digest-list.js';
import { downloadLink, exportTitle } from './export-card.js';
import { EXPORT_NEW_ACTION } from './export-modal.js';
import type { FailureText } from './error.js';
import { change, changePoints, count, money, pct } from './format.js';
import { LIMITS } from './limits.js';
import type { BotMessage, Button, HomeView, KnownBlock } from './types.js';
import { WATCH_ACTION, watchLine, type WatchWordsOf } from './watch-list.js';

/**
 * The buttons Home draws: its own Refresh, and those of the subcommands they run, each declared in
 * that subcommand's view (digest, alerts, export, access, connect) and read here.
 */
export const HOME_ACTION = {
  refresh: 'adops_home_refresh',
  digestNew: DIGEST_ACTION.new,
  exportNew: EXPORT_NEW_ACTION,
  accessEdit: ACCESS_EDIT_ACTION,
  connect: CONNECT_ACTION,
  digest: DIGEST_ACTION,
  watch: WATCH_ACTION,
} as const;

export interface HomeKpis {
  timezone: string;
  /** "00:00–08:59": the complete hours of today compared. */
  hours: string;
  today: SummaryRead;
  yesterday?: SummaryRead;
}

export interface HomeData {
  identity: IdentityStatus | FailureText;
  /**
   * Today's complete hours and the same hours yesterday (`yesterday` undefined when the API could
   * not be asked for them); or why there is nothing yet (no complete hour today); or a failure.
   */
  kpis?: HomeKpis | { timezone: string; notYet: string } | FailureText;
  subscriptions: Subscription[];
  /** Each subscription's report as lists name it (src/jobs/digest.ts `digestLabel`). */
  labelOf: ReportLabel;
  lastRuns: Map<string, Run>;
  watches: Watch[];
  /** Each watch described in its kind's words (src/jobs/alerts/registry.ts `watchWordsOf`). */
  watchWordsOf?: WatchWordsOf;
  openIncidents: Map<string, Incident | undefined>;
  exports: ExportJob[];
  now: number;
  /** For the bot's admins only: the policy and the newest audit entries. */
  admin?: { policy: AccessPolicy; audit: AuditEntry[] };
  /** The connected accounts the person may read (`account=<name>`); none: the bot's own key answers. */
  accounts?: string[];
}

const MAX_ROWS = 12;

function confirmButton(text: string, actionId: string, value: string, question: string): Button {
  return { ...button(text, actionId, value, 'danger'), confirm: { title: { type: 'plain_text', text: 'Are you sure?' }, text: { type: 'plain_text', text: question }, confirm: { type: 'plain_text', text }, deny: { type: 'plain_text', text: 'Keep it' } } } as Button;
}

function connection(id: HomeData['identity']): KnownBlock {
  if ('what' in id) return section(`:x: *Reporting API:* ${esc(id.what)} ${esc(id.next)}`);
  return section(`:large_green_circle: *Reporting API:* connected with key *${esc(id.api_key_name ?? id.api_key_id ?? '?')}* (${esc(id.api_key_obfuscated_value ?? '')}) · ${(id.permissions ?? []).map((p) => `\`${esc(p)}\``).join(' ') || 'no permissions listed'}`);
}

function kpis(k: HomeData['kpis']): KnownBlock[] {
  if (!k) return [];
  if ('what' in k) return [context(`:warning: Today’s numbers are not available: ${esc(k.what)}`)];
  if ('notYet' in k) return [context(`Today at a glance: ${esc(capitalized(k.notYet))}.`)];
  const t = k.today;
  const y = k.yesterday;
  const vs = (now: string, before: string) => (y ? `${now} vs same hours yesterday` : before);
  return [
    ...fields([
      ['Revenue today (own source)', `${money(t.revenue)} · same hours yesterday ${y ? money(y.revenue) : '—'}`],
      ['Impressions today', `${count(t.total_impressions)} · same hours yesterday ${y ? count(y.total_impressions) : '—'}`],
      ['eCPM today', `${money(t.ecpm)} (${vs(y ? change(t.ecpm, y.ecpm) : '', 'no comparison')})`],
      ['Fill rate today', `${pct(t.fill_rate)} (${vs(y ? changePoints(t.fill_rate, y.fill_rate) : '', 'no comparison')})`],
    ]),
    context(`Today ${esc(k.hours)} (the complete hours so far) against the same hours yesterday, in ${esc(k.timezone)}.`),
  ];
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function digestBlocks(d: HomeData): KnownBlock[] {
  const out: KnownBlock[] = [section('*Your digests*')];
  if (d.subscriptions.length === 0) out.push(context('None yet — press *New digest*.'));
  for (const s of d.subscriptions.slice(0, MAX_ROWS)) {
    out.push(section(subscriptionLine(s, d.labelOf(s.report), d.lastRuns.get(s.id))));
    out.push(actions([
      button('Edit', HOME_ACTION.digest.edit, s.id),
      s.paused ? button('Resume', HOME_ACTION.digest.resume, s.id) : button('Pause', HOME_ACTION.digest.pause, s.id),
      button('Run now', HOME_ACTION.digest.run, s.id),
      button('Preview', HOME_ACTION.digest.preview, s.id),
      confirmButton('Delete', HOME_ACTION.digest.delete, s.id, 'The subscription and its run history are deleted; the channel gets no more digests.'),
    ]));
  }
  if (d.subscriptions.length > MAX_ROWS) out.push(context(`${d.subscriptions.length - MAX_ROWS} more: \`/adops digest list\`.`));
  return out;
}

function watchBlocks(d: HomeData): KnownBlock[] {
  const out: KnownBlock[] = [section('*Your alerts and watches*')];
  if (d.watches.length === 0) out.push(context('None yet — `/adops alerts add revenue drop 20%`, `/adops alerts add config`, `/adops abtest watch <id>`.'));
  for (const w of d.watches.slice(0, MAX_ROWS)) {
    out.push(section(watchLine(w, d.openIncidents.get(w.id), d.watchWordsOf)));
    out.push(actions([
      w.paused ? button('Resume', HOME_ACTION.watch.resume, w.id) : button('Pause', HOME_ACTION.watch.pause, w.id),
      confirmButton('Remove', HOME_ACTION.watch.remove, w.id, 'The alert stops and is deleted.'),
    ]));
  }
  return out;
}

/** The longest export link listed inline on Home, where several share one section of 3,000 characters. */
const HOME_LINK_MAX = 400;

function exportBlocks(d: HomeData): KnownBlock[] {
  if (d.exports.length === 0) return [];
  const lines = d.exports.map((j) => {
    const title = esc(exportTitle(j));
    // The API's link, as the card shows it: a web address only, encoded so it cannot end the link.
    const link = downloadLink(j.url);
    const live = link && j.urlExpiresAt && j.urlExpiresAt.getTime() > d.now;
    const until = `valid until ${j.urlExpiresAt?.toISOString().slice(11, 16)} UTC`;
    // Several exports share one section: a long link is not listed (cut, it would not work), the card has it whole.
    if (j.state === 'delivered' && live) return link.length <= HOME_LINK_MAX ? `• <${link}|${title}> — link ${until}` : `• ${title} — ready; its link is too long to list here: it is in the export's card in your DM with me, ${until}`;
    if (j.state === 'delivered') return `• ${title} — delivered; ${link ? 'the link has expired' : 'the API’s link is not a web address'}`;
    if (j.state === 'failed') return `• ${title} — :x: ${esc(j.lastError ?? 'failed')}`;
    return `• ${title} — ${j.state === 'blocked' ? 'waiting for a free export slot' : 'being prepared'}`;
  });
  return [section(`*Recent exports*\n${lines.join('\n')}`)];
}

function adminBlocks(d: HomeData): KnownBlock[] {
  if (!d.admin) return [];
  const { policy, audit } = d.admin;
  const who = CAPABILITIES.map((cap) => `• \`${cap}\`: ${whoHolds(policy, cap)}`).join('\n');
  const recent = audit.map((e) => `• ${e.at.toISOString().slice(0, 16).replace('T', ' ')} \`${esc(e.userId)}\` ${e.outcome === 'refused' ? ':no_entry: ' : ''}${esc(e.subject)}`).join('\n');
  return [
    divider(),
    section(`*Admin: who may use adops*\n${who}`),
    section(`*Recent audit entries*\n${recent || 'Nothing recorded yet.'}`),
    actions([button('Change access', HOME_ACTION.accessEdit), button(d.identity && 'what' in d.identity ? 'Connect a reporting account' : 'Connect another account', HOME_ACTION.connect)]),
    context('Change with `/adops access allow|deny …`; the whole log with `/adops audit`. Entries are kept ' + `${policy.auditRetentionDays} days.`),
  ];
}

/** Home for someone the access policy refuses: the refusal and nothing else. */
export function refusedHomeView(refusal: BotMessage): HomeView {
  return { type: 'home', blocks: [header('adops'), ...refusal.blocks].slice(0, LIMITS.surfaceBlocks) };
}

export function appHomeView(d: HomeData): HomeView {
  const blocks: KnownBlock[] = [
    header('adops'),
    connection(d.identity),
    ...(d.accounts?.length ? [context(`Accounts you may read (\`/adops revenue yesterday account=<name>\`, or \`account=all\`): ${d.accounts.map((a) => `*${esc(a)}*`).join(' · ')}`)] : []),
    ...kpis(d.kpis),
    actions([button('New digest', HOME_ACTION.digestNew, undefined, 'primary'), button('Request an export', HOME_ACTION.exportNew), button('Refresh', HOME_ACTION.refresh)]),
    divider(),
    ...digestBlocks(d),
    divider(),
    ...watchBlocks(d),
    ...exportBlocks(d),
    ...adminBlocks(d),
    context('Ask anything with `/adops help`. Times are shown in each subscription’s timezone.'),
  ];
  return { type: 'home', blocks: blocks.slice(0, LIMITS.surfaceBlocks) };
}
