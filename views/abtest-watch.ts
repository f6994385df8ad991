// The A/B watch card (kept current in place) and the DM sent when the status changes.
import type { AbTestReport } from '../src/api/index.js';
import { context, esc, header, section } from './blocks.js';
import { abTestFacts, statusIcon, statusWords } from './digest-abtests.js';
import type { BotMessage } from './types.js';

export interface AbWatchCard {
  abTestId: string;
  report: AbTestReport;
  checkedAt: number;
  ownerUserId: string;
}

export function abWatchCardView(c: AbWatchCard): BotMessage {
  const status = c.report.status ?? 'unknown';
  const blocks = [
    header(`A/B test ${c.abTestId}`),
    section([`${statusIcon(status)} *${esc(status.replace('_', ' '))}* — ${statusWords(status)}`, ...abTestFacts(c.report)].join('\n'), 'adops_abwatch_card'),
    context(`Watched by <@${c.ownerUserId}> · updated ${new Date(c.checkedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC · this card changes when the status does`),
  ];
  return { text: `A/B test ${c.abTestId}: ${status}`, blocks, kind: 'answer' };
}

export interface AbWatchChange {
  abTestId: string;
  from: string;
  to: string;
  report: AbTestReport;
  card: { channelId: string; ts: string };
}

export function abWatchChangeView(c: AbWatchChange): BotMessage {
  const line = `${statusIcon(c.to)} A/B test *${esc(c.abTestId)}* changed from _${esc(c.from.replace('_', ' '))}_ to *${esc(c.to.replace('_', ' '))}*. ${statusWords(c.to)}`;
  const blocks = [section([line, ...abTestFacts(c.report)].join('\n'), 'adops_abwatch_change'), context(c.card.channelId.startsWith('D') ? 'The watch card above shows the current state.' : `The watch card in <#${c.card.channelId}> shows the current state.`)];
  return { text: `A/B test ${c.abTestId} is now ${c.to} (was ${c.from})`, blocks, kind: 'answer' };
}
