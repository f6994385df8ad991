// `account=all` rows (views/account-rollup.ts): the columns are every figure any account gave, and
// a total is made only where it means something — never across currencies, never over a missing part.
import { describe, expect, it } from 'vitest';
import { accountRollUpView, type AccountRollUp } from '../../views/account-rollup.js';
import { renderMessage } from '../../src/local/render.js';

const text = (rows: AccountRollUp[]) => renderMessage(accountRollUpView('network', rows), { color: false }).text;
const row = (figures: { currency: string; value: number | undefined }[]): { period: string; figures: { name: string; value: number | undefined; kind: 'money'; currency: string }[] } => ({
  period: 'yesterday',
  figures: figures.map((f) => ({ name: `Revenue (${f.currency})`, value: f.value, kind: 'money', currency: f.currency })),
});

describe('account roll-up view', () => {
  it('totals a currency every account reports in, and none across currencies', () => {
    const out = text([
      { account: 'acme', row: row([{ currency: 'USD', value: 10.5 }, { currency: 'EUR', value: 3 }]) },
      { account: 'globex', row: row([{ currency: 'USD', value: 2.25 }]) },
    ]);
    expect(out).toMatch(/Revenue \(USD\)/);
    expect(out).toMatch(/Revenue \(EUR\)/);
    expect(out).toMatch(/Total +\$12\.75/);
    expect(out).toMatch(/no total of revenue \(eur\): not every account reports it/);
    expect(out).not.toMatch(/15\.75/);
  });

  it('makes no total over an unknown part', () => {
    const out = text([
      { account: 'acme', row: row([{ currency: 'USD', value: 10 }]) },
      { account: 'globex', row: row([{ currency: 'USD', value: undefined }]) },
    ]);
    expect(out).toMatch(/no total of revenue \(usd\): an account’s figure is missing/);
    expect(out).not.toMatch(/Total +\$/);
  });

  it('keeps a figure marked never to be added out of the total, says why once for all such figures, and a ratio total comes from summed parts', () => {
    const bidding = (bids: number, wins: number) => ({
      period: 'yesterday',
      figures: [
        { name: 'Bidders', value: 6, kind: 'count' as const, noTotal: 'the same bidder bids for several accounts' },
        { name: 'Sampled', value: 3, kind: 'count' as const, noTotal: 'the same bidder bids for several accounts' },
        { name: 'Bids', value: bids, kind: 'count' as const },
        { name: 'Wins', value: wins, kind: 'count' as const },
        { name: 'Win rate %', value: (wins / bids) * 100, kind: 'ratio' as const, totalOf: { numerator: 'Wins', denominator: 'Bids', scale: 100 } },
      ],
      note: 'data starts later',
    });
    const out = text([
      { account: 'acme', row: bidding(100, 50) },
      { account: 'globex', row: bidding(300, 30) },
    ]);
    // (50 + 30) / (100 + 300), not the mean of 50% and 10%.
    expect(out).toMatch(/Total +— +— +400 +80 +20\.00/);
    expect(out).toMatch(/no total of bidders, sampled: the same bidder bids for several accounts/);
    expect(out).toMatch(/acme: data starts later/);
  });

  it('says only that an account could not be read when one failed, and nothing of totals for a single account', () => {
    const failed = text([{ account: 'acme', row: row([{ currency: 'USD', value: 10 }]) }, { account: 'globex', problem: 'The bot’s API key is missing demand comparison.' }]);
    expect(failed).toMatch(/no totals: an account could not be read/);
    expect(failed).toMatch(/globex: The bot’s API key is missing demand comparison/);
    const single = text([{ account: 'acme', row: row([{ currency: 'USD', value: undefined }]) }]);
    expect(single).not.toMatch(/no total/);
  });
});
