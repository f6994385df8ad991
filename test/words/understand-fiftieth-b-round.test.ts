// understand() on issue 38's round 50 (t50b, the ninety-first set: a VP of revenue and a chief of staff
// preparing a board update, formal and precise): classes the set found misread, fixed generally, each
// with neighbours probed that keep their reading. CLARIFY rows are asks that must be asked back.
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('a comparison\'s short name before the period it names ("month over month vs september"): that period', () => {
  it('reads each as labelled', () => {
    check([
      ['revenue 2026-10-01..2026-10-31', 'month over month vs september?', 'revenue 2026-10-01..2026-10-31 vs=previous'],
      ['revenue 2026-10-01..2026-10-31', 'mom vs sept', 'revenue 2026-10-01..2026-10-31 vs=previous'],
      ['revenue 2026-10-01..2026-10-31', 'MoM, compared with September', 'revenue 2026-10-01..2026-10-31 vs=previous'],
      ['revenue 2026-10-01..2026-10-31', 'yoy vs october 2025', 'revenue 2026-10-01..2026-10-31 vs=year'],
      ['-', 'october revenue month over month vs september', 'revenue 2026-10-01..2026-10-31 vs=previous'],
      ['-', 'rev oct mom vs sept by app', 'revenue 2026-10-01..2026-10-31 vs=previous by app'],
      // (a comparison said twice the same way keeps its reading)
      ['revenue yesterday', 'wow vs last week', 'revenue yesterday vs=week'],
      ['revenue 2026-10-01..2026-10-31', 'vs august?', 'revenue 2026-10-01..2026-10-31 vs=2026-08-01..2026-08-31'],
    ]);
  });
});

describe('the same quarter or half said with both years ("Q2 2026 vs Q2 2025"), and "the same span last year": vs last year', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'Q2 2026 revenue versus Q2 2025.', 'revenue 2026-04-01..2026-06-30 vs=year'],
      ['-', 'H1 2026 revenue compared with H1 2025', 'revenue 2026-01-01..2026-06-30 vs=year'],
      ['-', 'revenue q2 2026 vs q2 2025 by country', 'revenue 2026-04-01..2026-06-30 vs=year by country'],
      ['-', 'why did revenue drop in q3 2026 vs q3 2025', 'why revenue 2026-07-01..2026-09-30 vs=year'],
      ['-', 'Revenue 2026-11-01 to 2026-11-26 vs same span last year', 'revenue 2026-11-01..2026-11-26 vs=year'],
      ['-', 'revenue last week vs the same span last year', 'revenue last week vs=year'],
      // (two years apart is not last year: asked; two quarters of one year keep their dates)
      ['-', 'Q2 2026 revenue versus Q2 2024.', 'CLARIFY'],
      ['-', 'q3 vs q2 revenue', 'revenue 2026-07-01..2026-09-30 vs=2026-04-01..2026-06-30'],
    ]);
  });
});

describe('rows asked in an order ("apps ranked by revenue"): the table, not revenue\'s movers', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'Could you list our apps ranked by revenue for the quarter to date?', 'breakdown by=app metrics=revenue this quarter'],
      ['-', 'apps ranked by revenue last month', 'breakdown by=app metrics=revenue last month'],
      ['-', 'countries sorted by revenue yesterday', 'breakdown by=country metrics=revenue yesterday'],
      ['-', 'rank the countries by revenue this month', 'breakdown by=country metrics=revenue mtd'],
      ['-', 'formats ordered by revenue last week', 'breakdown by=format metrics=revenue last week'],
      ['-', 'rank apps by revenue, last week, top 5', 'breakdown by=app metrics=revenue last week top=5'],
      // (revenue by one split with no order asked, or its movers named, stays the movers)
      ['-', 'Revenue by format, month to date.', 'revenue mtd by format'],
      ['-', 'top movers by country ranked by revenue last week', 'revenue last week by country'],
      ['-', 'rev by country mtd, androd only', 'revenue mtd by country os=Android'],
    ]);
  });
});

describe('auction fill and the non-bid reasons asked together: the whole picture, which has both', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'Show me auction fill and non-bid reasons for yesterday vs the same day last year.', 'auction stats yesterday vs=year'],
      ['-', 'auction fill and no-bid reasons last week', 'auction stats last week'],
      ['-', 'auction errors and non-bid reasons yesterday', 'auction stats yesterday'],
      // (the reasons alone, or the figure they explain, are the reasons' split)
      ['-', 'no-bid reasons yesterday', 'auction stats yesterday metric=nonbid_reason'],
      ['-', 'nonbid reasons last week in japan', 'auction stats last week country=JP metric=nonbid_reason'],
      ['auction stats yesterday', "why didn't they fill, by nonbid reason", 'auction stats yesterday metric=nonbid_reason'],
      ['auction stats yesterday', "why didn't they win, no-bid reasons", 'auction stats yesterday metric=nonbid_reason'],
      ['-', 'auction errors yesterday', 'auction stats yesterday metric=error_type'],
    ]);
  });
});

describe('"row by row": how a split is shown anyway, no part of the ask', () => {
  it('reads each as labelled', () => {
    check([
      ['auction stats last week', 'non-bid reasons row by row', 'auction stats last week metric=nonbid_reason'],
      ['auction stats last month', 'no bid reasons row by row', 'auction stats last month metric=nonbid_reason'],
      ['-', 'nonbid reasons last week row-by-row', 'auction stats last week metric=nonbid_reason'],
      ['-', 'revenue by country yesterday row by row', 'revenue yesterday by country'],
      ['-', 'row by row', 'CLARIFY'],
    ]);
  });
});

describe('reconcile over more than 31 days (a quarter, the year): asked back, as the networks\' side is read 31 dates at a time', () => {
  it('reads each as labelled', () => {
    check([
      ['reconcile last month gap=10%', 'Could you do it for the full quarter instead?', 'CLARIFY'],
      ['reconcile last month', 'and for the quarter?', 'CLARIFY'],
      ['-', 'please reconcile last quarter', 'CLARIFY'],
      ['-', 'reconcile our numbers with the networks for this year', 'CLARIFY'],
      ['-', 'reconcile for the quarter so far', 'CLARIFY'],
      ['revenue this quarter vs=year', "where's the gap with the networks coming from", 'CLARIFY'],
      // (31 days or fewer keep their reading)
      ['-', 'reconcile last 30 days, 1% threshold', 'reconcile last 30d gap=1%'],
      ['reconcile yesterday', 'what about the whole of last week', 'reconcile last week'],
      ['-', 'Did the networks and our numbers agree from Monday through Thanksgiving?', 'reconcile 2026-11-23..2026-11-26'],
      ['-', 'reconcile mtd', 'reconcile mtd'],
    ]);
  });
});

describe('"the worst one" under a table of several rows: a row pointed at, asked back', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=country metrics=fill_rate last month bottom=5', 'why for the worst one?', 'CLARIFY'],
      ['breakdown by=country metrics=fill_rate last month bottom=5', 'why is the worst one so low', 'CLARIFY'],
      ['breakdown by=app metrics=revenue last week top=5', 'why did the best one grow', 'CLARIFY'],
      ['breakdown by=country metrics=revenue yesterday', 'why the lowest one', 'CLARIFY'],
      // (under one row, the other end's row; a row named by its value; a list that is no table)
      ['breakdown by=app metrics=revenue mtd top=1', 'and the worst one?', 'breakdown by=app metrics=revenue mtd bottom=1'],
      ['breakdown by=country metrics=fill_rate last month bottom=5', 'why for brazil?', 'why fill_rate last month country=BR'],
      ['revenue mtd', 'which country is the best one', 'breakdown by=country metrics=revenue mtd top=1'],
      ['bidders yesterday', 'and pause the worst one', 'CLARIFY'],
    ]);
  });
});

describe('a board update\'s glue: "fine, … then", "split by Android only", "within the US", "walk me through", "describe"', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=country metrics=ecpm 2026-07-01..2026-09-30 top=10', 'fine, android only then', 'breakdown by=country metrics=ecpm 2026-07-01..2026-09-30 top=10 os=Android'],
      ['breakdown by=country metrics=ecpm 2026-07-01..2026-09-30 top=10', 'alright, iOS only', 'breakdown by=country metrics=ecpm 2026-07-01..2026-09-30 top=10 os=iOS'],
      ['why revenue this quarter', 'Split by Android only', 'why revenue this quarter os=Android'],
      ['why revenue this quarter', 'broken down by germany only', 'why revenue this quarter country=DE'],
      ['revenue qtd vs=year country=US', 'and iOS only within the US', 'revenue qtd vs=year os=iOS country=US'],
      ['-', 'revenue within Germany last week', 'revenue last week country=DE'],
      ['-', 'Walk me through auction auc_aos0d4000.', 'auction auc_aos0d4000'],
      ['-', 'Describe the floor health check Task.', 'tasks task_floor_watch'],
      ['-', 'describe the weekly bidder review task', 'tasks task_weekly_bidders_ny'],
      ['-', 'walk me through the interstitial floor test', 'abtest abt_demo_achieved'],
      // (a split by a dimension stays a split; "fine" inside a question is no concession)
      ['revenue last week', 'split by country only', 'revenue last week by country'],
      ['revenue last week', 'split by format', 'revenue last week by format'],
      ['-', 'is fill fine?', 'CLARIFY'],
    ]);
  });
});

describe('a table\'s words in a board update: "as columns", "highlight the gaps", "as a YAML file", "iOS vs Android split"', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=app metrics=revenue qtd', 'Add eCPM and fill rate as columns.', 'breakdown by=app metrics=revenue,ecpm,fill_rate qtd'],
      ['breakdown by=country metrics=revenue yesterday', 'add impressions as a column', 'breakdown by=country metrics=revenue,impressions yesterday'],
      ['breakdown by=country metrics=revenue yesterday', 'add ecpm as an extra column', 'breakdown by=country metrics=revenue,ecpm yesterday'],
      ['reconcile last month', 'Highlight only gaps above ten percent.', 'reconcile last month gap=10%'],
      ['reconcile last month', 'highlight discrepancies over 5%', 'reconcile last month gap=5%'],
      ['-', 'Show the current live config as a YAML file.', 'config show live yaml'],
      ['config validate draft', 'as a yaml file', 'config show draft yaml'],
      ['revenue 2026-11-01..2026-11-26 vs=year', 'iOS vs Android split', 'revenue 2026-11-01..2026-11-26 vs=year by os'],
      ['revenue yesterday', 'android and ios split', 'revenue yesterday by os'],
      // (a column asked about, not added, and a highlight of no gaps keep their readings)
      ['-', 'which column is revenue', 'CLARIFY'],
      ['-', 'ios vs android revenue yesterday', 'breakdown by=os metrics=revenue yesterday'],
    ]);
  });
});

describe('"for the same quarter" in a thread: the thread\'s period, whatever its form', () => {
  it('reads each as labelled', () => {
    check([
      ['bidders 2026-07-01..2026-09-30 sort=win_rate', 'and eCPM ranking for the same quarter', 'bidders 2026-07-01..2026-09-30 sort=ecpm'],
      ['bidders 2026-07-01..2026-09-30 sort=win_rate', 'ecpm for the same quarter', 'bidders 2026-07-01..2026-09-30 sort=ecpm'],
      ['bidders last week', 'eCPM ranking for the same week', 'bidders last week sort=ecpm'],
      ['revenue 2026-07-01..2026-09-30', 'ecpm by country for the same period', 'breakdown by=country metrics=ecpm 2026-07-01..2026-09-30'],
      ['revenue last month country=CA', 'And Austrlia for the same month?', 'revenue last month country=AU'],
      // (the same period of another year is a comparison; with no thread, which period is not said)
      ['revenue last week', 'compared with the same period last year', 'revenue last week vs=year'],
      ['revenue last week', 'and the same week last year', 'revenue last week vs=year'],
      ['demand last month', 'Could you please do the same month to date?', 'demand mtd'],
      ['-', 'revenue for the same quarter', 'CLARIFY'],
    ]);
  });
});
