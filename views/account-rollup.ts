// `account=all`: one question answered for every account the asker may read, one row per
// account (each read with its own key), and a total row where it means something: money only when
// every account's currency agrees (never converted), and no total at all when an account's figure
// is missing ("never sum a group with an unknown part"). A ratio's total is derived from the
// totals of its unrounded parts (eCPM = revenue ÷ impressions × 1000), never averaged.
import { context, esc, header, section } from './blocks.js';
import { count, money } from './format.js';
import { fitMessage } from './limits.js';
import { buildTable, type TableColumn } from './table.js';
import type { BotMessage } from './types.js';

/** One figure of an account's row in an `account=all` answer. */
export interface RollUpFigure {
  name: string;
  /** Unrounded, as the API gave it (or derived from unrounded parts); undefined: not known. */
  value: number | undefined;
  /** `money`: in `currency` (never converted); a sum across accounts only when every currency agrees. */
  kind: 'money' | 'count' | 'ratio';
  currency?: string;
  /** A ratio's total, from the totals of other figures (eCPM = revenue ÷ impressions × 1000); unset: not totalled. */
  totalOf?: { numerator: string; denominator: string; scale: number };
  /** Why this figure is never added across accounts (a sample, a count of things several accounts share), said under the table. */
  noTotal?: string;
}

/** What one account answers to an `account=all` question: its period and its figures. */
export interface RollUpRow {
  period: string;
  figures: RollUpFigure[];
  /** What a reader must know of this account's figures (a cut range, a sample, data that starts later), said under the table. */
  note?: string;
}

export type AccountRollUp = { account: string; row: RollUpRow } | { account: string; problem: string };

const formatOf = (f: Pick<RollUpFigure, 'kind' | 'currency'>) => (n: number) =>
  f.kind === 'money' ? (f.currency && f.currency !== 'USD' ? `${n.toFixed(2)} ${f.currency}` : money(n)) : f.kind === 'count' ? count(n) : n.toFixed(2);

/** The total of one figure across rows; undefined (and why not, without the figure's name) when it cannot be given. */
function totalOf(name: string, rows: readonly RollUpRow[]): { value?: number; why?: string } {
  const figures = rows.map((r) => r.figures.find((f) => f.name === name));
  const first = figures.find((f) => f !== undefined);
  if (!first) return {};
  if (first.totalOf) {
    const num = totalOf(first.totalOf.numerator, rows).value;
    const den = totalOf(first.totalOf.denominator, rows).value;
    return num !== undefined && den ? { value: (num / den) * first.totalOf.scale } : {};
  }
  const kept = figures.find((f) => f?.noTotal);
  if (kept) return { why: kept.noTotal };
  if (first.kind === 'ratio') return {};
  if (figures.some((f) => f === undefined)) return { why: 'not every account reports it' };
  if (figures.some((f) => f?.value === undefined)) return { why: 'an account’s figure is missing' };
  const currencies = new Set(figures.map((f) => f!.currency ?? ''));
  if (first.kind === 'money' && currencies.size > 1) return { why: `the accounts report in ${[...currencies].join(', ')} (never converted)` };
  return { value: figures.reduce((sum, f) => sum + f!.value!, 0) };
}

/** "no total of auctions, filled: <why>": the figures left without a total, grouped by the reason. */
function noTotalNotes(figures: readonly RollUpFigure[], totals: readonly { why?: string }[]): string[] {
  const byReason = new Map<string, string[]>();
  figures.forEach((f, i) => {
    const why = totals[i]!.why;
    if (why !== undefined) byReason.set(why, [...(byReason.get(why) ?? []), f.name.toLowerCase()]);
  });
  return [...byReason].map(([why, names]) => `no total of ${names.join(', ')}: ${why}`);
}

export function accountRollUpView(command: string, results: readonly AccountRollUp[]): BotMessage {
  const answered = results.filter((r): r is Extract<AccountRollUp, { row: RollUpRow }> => 'row' in r);
  const failed = results.filter((r): r is Extract<AccountRollUp, { problem: string }> => 'problem' in r);
  // Every figure any account gave (accounts may report in different currencies), in first-seen order.
  const figures = [...new Map(answered.flatMap((r) => r.row.figures).map((f) => [f.name, f] as const)).values()];
  const columns: TableColumn[] = [{ title: 'Account' }, ...figures.map((f) => ({ title: f.name, format: formatOf(f) }))];
  const rows = answered.map((r) => [r.account, ...figures.map((f) => r.row.figures.find((g) => g.name === f.name)?.value)]);
  const totals = figures.map((f) => totalOf(f.name, answered.map((r) => r.row)));
  // A total only of every account asked: one that failed is an unknown part.
  const total = answered.length > 1 && !failed.length ? [['Total', ...totals.map((t) => t.value)]] : [];
  const period = answered[0]?.row.period ?? '';
  const table = buildTable({ columns, rows: [...rows, ...total], caption: `${command} ${period}, every account you may read` });
  // Why a total is missing is said only where a total row could be: every account answered, and more than one.
  const notes = failed.length ? ['no totals: an account could not be read'] : answered.length > 1 ? noTotalNotes(figures, totals) : [];
  const text = `${command} ${period} for ${results.length} account${results.length === 1 ? '' : 's'}.`;
  return {
    text,
    blocks: fitMessage(
      [
        header(`${command[0]!.toUpperCase()}${command.slice(1)} · every account · ${period}`),
        ...table.blocks,
        ...failed.map((f) => section(`:warning: *${esc(f.account)}*: ${esc(f.problem)}`)),
        ...answered.filter((r) => r.row.note).map((r) => context(`*${esc(r.account)}*: ${esc(r.row.note!)}`)),
        context(`Each account read with its own key${notes.length ? `; ${notes.map(esc).join('; ')}` : ''}. One account: \`account=<name>\`.`),
      ],
      { reserveBlocks: 1 },
    ),
    kind: 'answer',
  };
}
