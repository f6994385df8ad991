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
});
