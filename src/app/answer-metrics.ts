// How the pipeline (./pipeline.ts) counts what it did: each request's outcome
// (adops_commands_total) and each answer's delivery (adops_answers_total). The label values are
// the fixed sets below, listed in docs/operating.md#metrics.
import type { Metrics } from '../metrics.js';
import type { BotMessage } from '../../views/types.js';

/**
 * answered: the answer it asked for; usage: its usage (a mistake, or help); failed: an error
 * message; refused: the access check said no; form: a form opened; given_up: no answer in time, the asker was told to try again.
 */
export type CommandOutcome = 'answered' | 'usage' | 'failed' | 'refused' | 'form' | 'given_up';

export function outcomeOf(message: BotMessage): CommandOutcome {
  if (message.kind === 'usage') return 'usage';
  return message.kind === 'error' ? 'failed' : 'answered';
}

/** `delivery` counted as delivered or failed (to the response_url or the DM), passed on as it settles. */
export async function counted(metrics: Metrics, to: 'response_url' | 'dm' | 'thread', delivery: Promise<void>): Promise<void> {
  try {
    await delivery;
    metrics.answers.inc({ to, outcome: 'delivered' });
  } catch (err) {
    metrics.answers.inc({ to, outcome: 'failed' });
    throw err;
  }
}
