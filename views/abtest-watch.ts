// The A/B watch card (kept current in place) and the DM sent when the status changes: the same
// status sentence as the abtest command and the digest.
import { runFacts, statusName, statusSentence, type AbRun } from './abtest.js';
import { context, esc, header, section } from './blocks.js';
import type { BotMessage } from './types.js';

export interface AbWatchCard {
  abTestId: string;
  run: AbRun;
  checkedAt: number;
  ownerUserId: string;
}

export function abWatchCardView(c: AbWatchCard): BotMessage {
  const status = c.run.report.status ?? 'unknown';
  const blocks = [
    header(`A/B test ${c.abTestId}`),
    section([statusSentence(c.run), ...runFacts(c.run)].join('\n'), 'adops_abwatch_card'),
    context(`Watched by <@${c.ownerUserId}> · updated ${new Date(c.checkedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC · this card changes when the status does`),
  ];
  return { text: `A/B test ${c.abTestId}: ${status}`, blocks, kind: 'answer' };
}

export interface AbWatchChange {
  abTestId: string;
  from: string;
  to: string;
  run: AbRun;
  card: { channelId: string; ts: string };
}

export function abWatchChangeView(c: AbWatchChange): BotMessage {
  const line = `A/B test *${esc(c.abTestId)}* changed from _${statusName(c.from)}_ to *${statusName(c.to)}*.`;
  const blocks = [
    section([line, statusSentence(c.run), ...runFacts(c.run)].join('\n'), 'adops_abwatch_change'),
    context(c.card.channelId.startsWith('D') ? 'The watch card above shows the current state.' : `The watch card in <#${c.card.channelId}> shows the current state.`),
  ];
  return { text: `A/B test ${c.abTestId} is now ${c.to} (was ${c.from})`, blocks, kind: 'answer' };
}
