// Runs one parsed command and always returns a message: the command's answer, or the one
// error mapping's text (./error-message.ts). Expected failures (API statuses, bad ranges) are
// logged at info; anything else at error with the reference shown to the user (a reference on
// "that range is too long" would only suggest a bug where there is none).
import { ApiError } from '../api/index.js';
import type { Logger } from '../logger.js';
import { DateRangeError } from '../time/range.js';
import type { CommandContext, RegisteredCommand } from '../../commands/types.js';
import { errorView } from '../../views/error.js';
import type { BotMessage } from '../../views/types.js';
import { describeFailure } from './error-message.js';

export async function answer(command: RegisteredCommand, request: unknown, ctx: CommandContext, reqId: string, logger: Logger): Promise<BotMessage> {
  const started = performance.now();
  try {
    const message = await command.run(request, ctx);
    logger.info({ ms: Math.round(performance.now() - started), kind: message.kind }, 'command answered');
    return message;
  } catch (err) {
    const expected = err instanceof ApiError || err instanceof DateRangeError;
    if (expected) logger.info({ code: (err as ApiError).code ?? 'date_range', status: (err as ApiError).status, operation: (err as ApiError).operation }, 'command failed');
    else logger.error({ err }, 'command crashed');
    return errorView(describeFailure(err), expected ? undefined : reqId);
  }
}
