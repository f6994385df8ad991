// The optional model (off by default; WORDS_MODEL_* in src/config-fields.ts): asked only when the
// deterministic reading (commands/words/understand.ts) could not place a question, and only for a
// command text — never a figure. What it is sent is exactly this, nothing more (docs/agent-view.md):
// the command grammar (each subcommand's usage line, from the registry), the asker's today's date,
// and the question's words (at most 500 characters). No report data, no account names, no user or
// workspace ids. Its reply is taken only if the real parser runs it as a command; otherwise, or on
// any failure (address refused, over the deadline, too long, not JSON), the question is clarified
// as it would have been without a model. The URL is the operator's own choice: no other address.
import { request } from 'undici';
import { dispatch } from '../../../commands/dispatch.js';
import type { RegisteredCommand } from '../../../commands/types.js';
import type { WordsModelSettings } from '../../config.js';
import type { Logger } from '../../logger.js';

/** The longest reply read; a command is one short line. */
const MAX_REPLY_BYTES = 64 * 1024;
const DEADLINE_MS = 8_000;
const MAX_QUESTION_CHARS = 500;

/** The system message: what the model is to do, and the grammar it must answer in. */
export function modelInstructions(commands: readonly RegisteredCommand[], today: string): string {
  return [
    'You turn a question about ad revenue reports into ONE command of this grammar, or NONE.',
    'Answer with the command text only (no /adops, no quotes, no explanation), or with NONE when unsure.',
    `Today is ${today}. Dates: today, yesterday, last 7d, this week, last week, mtd, last month, YYYY-MM-DD or YYYY-MM-DD..YYYY-MM-DD.`,
    'Commands:',
    ...commands.map((c) => `${c.usage.replace(/^\/adops\s+/, '')} — ${c.summary}`),
  ].join('\n');
}

/** The command text the model's reply names, if it is a question the parser runs. */
export function commandOfReply(reply: string, commands: readonly RegisteredCommand[]): string | undefined {
  const line = reply.trim().split('\n')[0]!.trim().replace(/^`+|`+$/g, '').replace(/^\/adops\s+/i, '').trim();
  if (!line || /^none$/i.test(line) || line.length > 300) return undefined;
  const d = dispatch(commands, line);
  // Questions only: a command that changes anything (an alert, a Task, an export) is never taken from a model.
  return d.kind === 'run' && d.command.need(d.request, undefined).capability === 'read' ? line : undefined;
}

/** Asks the model; the command text, or undefined (no command, or any failure: the caller clarifies). */
export async function askModel(settings: WordsModelSettings, o: { words: string; today: string; commands: readonly RegisteredCommand[]; logger: Logger; deadlineMs?: number }): Promise<string | undefined> {
  const body = JSON.stringify({
    model: settings.model,
    temperature: 0,
    max_tokens: 60,
    messages: [
      { role: 'system', content: modelInstructions(o.commands, o.today) },
      { role: 'user', content: o.words.slice(0, MAX_QUESTION_CHARS) },
    ],
  });
  try {
    const res = await request(settings.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(settings.key ? { authorization: `Bearer ${settings.key}` } : {}) },
      body,
      signal: AbortSignal.timeout(o.deadlineMs ?? DEADLINE_MS),
    });
    const text = await boundedText(res.body, MAX_REPLY_BYTES);
    if (res.statusCode !== 200 || text === undefined) {
      o.logger.warn({ status: res.statusCode, tooLong: text === undefined }, 'the words model did not answer: the question is clarified');
      return undefined;
    }
    const content = (JSON.parse(text) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
    const command = typeof content === 'string' ? commandOfReply(content, o.commands) : undefined;
    o.logger.info({ mapped: command !== undefined }, 'the words model was asked');
    return command;
  } catch (err) {
    o.logger.warn({ err: (err as Error).name }, 'the words model could not be asked: the question is clarified');
    return undefined;
  }
}

/** The body as text, or undefined past `limit` bytes (read no further). */
async function boundedText(body: AsyncIterable<Buffer> & { destroy?(): void }, limit: number): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) {
      body.destroy?.();
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
