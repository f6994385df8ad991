// Local mode's terminal: type `/adops revenue yesterday` (the /adops is optional) and read the
// answer as Slack would show it; `click N` presses button N (e.g. Share to channel). Messages
// the bot posts later (export links) and files it uploads (CSV, saved to a temp dir) appear as
// they arrive. The one-shot form prints one answer (and its follow-ups) and exits:
// 0 answered, 1 the answer is an error, 2 the command was not understood or cannot be served as asked.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { SHARE_ACTION_ID } from '../../views/share.js';
import type { LocalStack } from './stack.js';
import { messageKind, renderMessage, type RenderedButton } from './render.js';
import { DEFAULT_USER, type Sent } from '../slack-standin/driver.js';
import type { Recorded, ResponsePost } from '../slack-standin/state.js';
import { PROGRESS_BLOCK_ID } from '../../views/answer-notes.js';
import { ACTIVE_EXPORT_STATES } from '../store/index.js';
import { knownNames, playgroundPort, startPlaygroundFor } from './playground.js';
import { escapeLikeSlack } from './slack-escape.js';

const ANSWER_TIMEOUT_MS = 120_000;

const isProgressNote = (body: { blocks?: unknown[] }) => (body.blocks ?? []).some((b) => (b as { block_id?: unknown }).block_id === PROGRESS_BLOCK_ID);

export class LocalConsole {
  /** Every button printed, numbered from 1, with the message it belongs to. */
  private buttons: Array<RenderedButton & { message: number }> = [];
  /** Messages Slack would have removed (a private answer after Share): their buttons are gone. */
  private readonly deleted = new Set<number>();
  private messages = 0;
  /** A temp dir made for uploaded files when no `filesDir` was given: removed on close. */
  private tempDir: string | undefined;
  private readonly unsubscribe: () => void;

  /** `filesDir`: where uploaded files are saved for the user to open (local mode: DATA_DIR/files); made on the first upload only. */
  constructor(
    private readonly stack: LocalStack,
    private readonly out: (text: string) => void,
    private readonly color: boolean,
    private readonly filesDir?: string,
  ) {
    this.unsubscribe = stack.standin.state.onRecord((entry) => this.onRecorded(entry));
  }

  /** Sends one line; returns the kind of the first answer (or 'none' for empty input). */
  async send(line: string): Promise<'answer' | 'error' | 'usage' | 'none'> {
    const text = line.trim().replace(/^\/adops\b\s*/i, '');
    const click = /^click\s+(\d+)$/i.exec(text);
    if (click) return this.click(Number(click[1]));
    // A terminal shows no forms: without a trigger, a form command says so and gives its text form.
    const sent = await this.stack.driver.slashCommand(escapeLikeSlack(text, knownNames(this.stack)), {}, { withoutTrigger: true });
    if (sent.status !== 200) {
      this.out(`The bot answered HTTP ${sent.status} to the command.`);
      return 'error';
    }
    return this.printUntilAnswer(sent, () => 'private answer');
  }

  /** Prints what comes back until the answer itself: a slow answer sends a "working on it" note first. */
  private async printUntilAnswer(sent: Sent, where: (body: ResponsePost['body']) => string): Promise<'answer' | 'error' | 'usage'> {
    for (let n = 1; ; n++) {
      const post = (await sent.waitForResponses(n, ANSWER_TIMEOUT_MS))[n - 1]!;
      const kind = this.print(post.body, where(post.body));
      if (!isProgressNote(post.body)) return kind;
    }
  }

  private async click(n: number): Promise<'answer' | 'error' | 'usage'> {
    const button = this.buttons[n - 1];
    if (!button) {
      this.out(`There is no button ${n}.`);
      return 'usage';
    }
    if (this.deleted.has(button.message)) {
      this.out(`Button ${n} was on a private answer that is gone (shared to the channel).`);
      return 'usage';
    }
    const sent = await this.stack.driver.clickButton(button);
    const kind = await this.printUntilAnswer(sent, (body) => (body.response_type === 'in_channel' ? 'posted in #adops-local' : 'private answer'));
    // Share removes the private copy right after posting: Slack would no longer show its buttons.
    if (button.actionId === SHARE_ACTION_ID) {
      await sent.waitForResponses(2, 5_000).then(
        (posts) => posts.some((p) => p.body.delete_original) && this.deleted.add(button.message),
        () => undefined,
      );
    }
    return kind;
  }

  private print(body: { text?: string; blocks?: unknown[] }, where: string): 'answer' | 'error' | 'usage' {
    const rendered = renderMessage(body, { color: this.color, firstButton: this.buttons.length + 1 });
    const message = ++this.messages;
    this.buttons.push(...rendered.buttons.map((b) => ({ ...b, message })));
    this.out(`\n── ${where} ${'─'.repeat(Math.max(0, 50 - where.length))}\n${rendered.text}\n`);
    return messageKind(body);
  }

  /** Bot-initiated output: chat.postMessage (DMs, channels) and uploaded files. */
  private onRecorded(entry: Recorded): void {
    if (entry.kind !== 'call' || !entry.item.ok) return;
    const { method, args, result } = entry.item;
    if (method === 'chat.postMessage' || method === 'chat.update') {
      // An edit (an export card getting its link) is shown again whole: a terminal cannot redraw it.
      const blocks = typeof args.blocks === 'string' ? (JSON.parse(args.blocks) as unknown[]) : undefined;
      const where = placeOf(String(args.channel));
      this.print({ text: String(args.text ?? ''), blocks }, method === 'chat.update' ? `message updated in ${where}` : `message in ${where}`);
    }
    if (method === 'chat.delete') this.out(`\n── message deleted in ${placeOf(String(args.channel))} (${String(args.ts)})\n`);
    if (method === 'files.completeUploadExternal') {
      for (const f of (result?.files as Array<{ id: string; name: string }> | undefined) ?? []) {
        const stored = this.stack.standin.state.files.get(f.id);
        if (!stored) continue;
        const path = join(this.savedFilesDir(), `${f.id}-${f.name}`);
        writeFileSync(path, stored.bytes);
        const where = stored.channelId ? (stored.channelId.startsWith('D') ? 'your DM' : stored.channelId) : 'Slack (private to the bot)';
        this.out(`📄 ${f.name} (${stored.bytes.length} bytes) uploaded to ${where} — saved as ${path}`);
      }
    }
  }

  private savedFilesDir(): string {
    if (this.filesDir) {
      mkdirSync(this.filesDir, { recursive: true });
      return this.filesDir;
    }
    this.tempDir ??= mkdtempSync(join(tmpdir(), 'adops-local-'));
    return this.tempDir;
  }

  close(): void {
    this.unsubscribe();
    if (this.tempDir) rmSync(this.tempDir, { recursive: true, force: true });
  }
}

function placeOf(channel: string): string {
  return channel.startsWith('D') ? 'your DM' : channel;
}

export async function runInteractive(stack: LocalStack, color: boolean, filesDir?: string): Promise<void> {
  const out = (t: string) => console.log(t);
  const con = new LocalConsole(stack, out, color, filesDir);
  // The browser playground beside the console: both drive the same bot and see the same posts.
  const playground = await startPlaygroundFor(stack, playgroundPort(process.env));
  out(`Playground (the bot as Slack shows it): ${playground.url}`);
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  out('Type a command such as /adops revenue yesterday, "click N" to press a button, or exit. Ctrl-D quits.');
  try {
    rl.setPrompt('adops> ');
    rl.prompt();
    for await (const line of rl) {
      if (/^(exit|quit)$/i.test(line.trim())) break;
      if (line.trim() !== '') {
        try {
          await con.send(line);
        } catch (err) {
          out(`No answer: ${(err as Error).message}`);
        }
      }
      rl.prompt();
    }
  } finally {
    rl.close();
    con.close();
    await playground.close();
  }
}

/** The local user's export jobs, newest first (enough to hold every job one command can start). */
function exportJobs(stack: LocalStack) {
  return stack.deps.durable.store.exports.listForUser(stack.standin.teamId, DEFAULT_USER, 20);
}

/**
 * Resolves once every export job this command started (the ones not in `before`) is settled: no
 * longer on its way, and a delivered one's "ready" reply in the card's thread sent to Slack (it
 * follows the card's last edit) — or at `deadline`. Closing sooner would cut that reply off.
 */
async function deliveriesSettled(stack: LocalStack, before: ReadonlySet<string>, deadline: number): Promise<void> {
  const replied = (threadTs: string | null) => stack.standin.state.calls.some((c) => c.method === 'chat.postMessage' && c.args.thread_ts === threadTs);
  while (Date.now() < deadline) {
    const ours = (await exportJobs(stack)).filter((j) => !before.has(j.id));
    const active = ours.some((j) => (ACTIVE_EXPORT_STATES as readonly string[]).includes(j.state));
    if (!active && ours.every((j) => j.state !== 'delivered' || replied(j.messageTs))) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The one-shot form: prints the answer and any follow-up, returns the exit code (README). */
export async function runOnce(stack: LocalStack, line: string, color: boolean, filesDir?: string): Promise<number> {
  const con = new LocalConsole(stack, (t) => console.log(t), color, filesDir);
  try {
    const before = new Set((await exportJobs(stack)).map((j) => j.id));
    const kind = await con.send(line);
    // Follow-ups (an export link, its ready reply) are delivered by the durable workers; wait for them, bounded.
    await deliveriesSettled(stack, before, Date.now() + ANSWER_TIMEOUT_MS);
    return kind === 'error' ? 1 : kind === 'usage' ? 2 : 0;
  } finally {
    con.close();
  }
}
