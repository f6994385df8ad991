// Digest subscriptions as a list: what, where, when (in its timezone), next and last run.
import type { Run, Subscription } from '../src/store/index.js';
import { describeCron, formatRun } from '../src/time/schedule.js';
import { context, esc, header, section } from './blocks.js';
import { fitMessage } from './limits.js';
import type { BotMessage, KnownBlock } from './types.js';

/**
 * The buttons of a subscription's line (App Home) and Home's "New digest", declared with `digest`
 * (commands/digest/buttons.ts): the subscription's id is the value.
 */
export const DIGEST_ACTION = {
  new: 'adops_home_digest_new',
  edit: 'adops_home_digest_edit', pause: 'adops_home_digest_pause', resume: 'adops_home_digest_resume', run: 'adops_home_digest_run', preview: 'adops_home_digest_preview', delete: 'adops_home_digest_delete',
} as const;

/** As a report is named in lists ("Daily revenue summary"): its kind's label (src/jobs/digest.ts `digestLabel`). */
export type ReportLabel = (report: string) => string;

const RUN_ICON: Record<string, string> = { ok: ':white_check_mark:', failed: ':x:', skipped: ':double_vertical_bar:', interrupted: ':warning:', running: ':hourglass_flowing_sand:' };

const ERROR_SHOWN = 160;
/** Five cron fields of digits, `*`, `/`, `,` and `-`, optionally in double quotes. */
const CRON_RE = /"?((?:[\d*][\d*/,-]*[ \t]+){4}[\d*][\d*/,-]*)"?/g;

/** Cron expressions in a text as code: left as they are, their `*` would read as bold markers. */
export function cronAsCode(text: string): string {
  return text.replace(CRON_RE, (_, cron: string) => `\`${cron}\``);
}

/** Cuts long text at a word boundary (never in the middle of a word), ending with `…`. */
export function clipAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:(]+$/, '')}…`;
}

/** mrkdwn: "At 09:00, Monday through Friday (cron `0 9 * * 1-5`, Europe/Paris)". */
export function scheduleText(s: Subscription): string {
  const described = describeCron(s.cron);
  const where = `cron \`${s.cron}\`, ${esc(s.timezone)}`;
  return described === s.cron ? where : `${esc(described)} (${where})`;
}

/** The subscription's conditional sends, as words ("" when it is sent every time). */
export function conditionsText(s: Pick<Subscription, 'filters'>): string {
  const parts = [s.filters.only_changes && 'only when revenue moved beyond its baseline', s.filters.skip_empty && 'not on days without data'].filter(Boolean);
  return parts.length ? ` · sent ${parts.join(', ')}` : '';
}

export function lastRunText(run: Run | undefined, tz: string): string {
  if (!run) return 'never run yet';
  const why = run.error && run.status !== 'ok' ? ` — ${cronAsCode(esc(clipAtWord(run.error, ERROR_SHOWN)))}` : '';
  return `${RUN_ICON[run.status] ?? ''} last ${run.status} ${formatRun(run.startedAt, tz)}${why}`;
}

/** `label`: its report's; `account`: the account it runs on, as shown (undefined: none to name — the bot's own key). */
export function subscriptionLine(s: Subscription, label: string, last?: Run, account?: string): string {
  const next = s.paused ? ':double_vertical_bar: paused' : s.nextRunAt ? `next ${formatRun(s.nextRunAt, s.timezone)}` : 'no next run';
  const on = account ? ` · account *${esc(account)}*` : '';
  return `*${label}* → <#${s.channelId}> · ${scheduleText(s)}${conditionsText(s)}\n\`${s.id}\` · ${next} · ${lastRunText(last, s.timezone)} · owner <@${s.ownerUserId}>${on}`;
}

/** `everyone`: the workspace's every digest (an admin's list), else the asker's and the channel's. */
export function digestListView(subs: Subscription[], latest: Map<string, Run>, o: { labelOf: ReportLabel; note?: string; everyone?: boolean; accounts?: ReadonlyMap<string, string | undefined> }): BotMessage {
  const blocks: KnownBlock[] = [header(o.everyone ? 'Digest subscriptions of this workspace' : 'Digest subscriptions')];
  if (o.note) blocks.push(section(`:white_check_mark: ${esc(o.note)}`));
  if (subs.length === 0) blocks.push(section(`None yet ${o.everyone ? 'in this workspace' : 'for you or this channel'}. \`/adops digest add\` opens the form.`));
  for (const s of subs.slice(0, 40)) blocks.push(section(subscriptionLine(s, o.labelOf(s.report), latest.get(s.id), o.accounts?.get(s.id))));
  blocks.push(context('`/adops digest run|preview|pause|resume|delete|edit <id>` · App Home has the same with buttons.'));
  return { text: `${subs.length} digest subscriptions`, blocks: fitMessage(blocks), kind: 'answer', shareable: false };
}

/** `label`: its report's; `account`: the account it runs on (decided now), named in the confirmation. */
export function digestCreatedView(s: Subscription, label: string, verb?: string, account?: string): BotMessage {
  const blocks = [
    section(verb
      ? `:white_check_mark: ${esc(verb)}: <#${s.channelId}> gets the *${label}* ${scheduleText(s)}.`
      : `:white_check_mark: Subscribed <#${s.channelId}> to the *${label}*: ${scheduleText(s)}${conditionsText(s)}.`),
    context(`\`${s.id}\` · first run ${s.nextRunAt ? formatRun(s.nextRunAt, s.timezone) : '—'} · \`/adops digest preview ${s.id}\` shows what it will post`),
    ...(account ? [context(`Runs on account *${esc(account)}* (the account of <#${s.channelId}>).`)] : []),
  ];
  return { text: `Subscribed ${s.channelId} to ${label}`, blocks, kind: 'answer' };
}
