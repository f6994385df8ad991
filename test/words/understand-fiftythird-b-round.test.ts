// understand() on the hundredth set's classes (issue 38, round 53, tuner b), each with neighbours probed
// and the near-misses that must not match: "go back 14 days" / "going back 3 weeks" is the span that far
// back to now (not "2 days back", the one day; not under a thread's one-day command, where it may move
// that day: asked back); a slip of a word read only in phrases ("on weekdyas", "by country and format
// togethr"); "(actually) post it in here" after `abtest watch abt_…` is the same watch posting here;
// "ecpm alert for the US, 15% drop" (the place said before the share, or a comma before it) is that
// alert; "what commands are available (to me)" is the help; "from the 16th up to yesterday" ends the span
// yesterday, as "through yesterday" does.
// Today is Friday 2026-11-27 (New York).
import { describe, it } from 'vitest';
import { check } from './expect-words.js';

describe('"go back N days": the span that far back to now', () => {
  it('reads each as labelled', () => {
    check([
      ['breakdown by=day metrics=revenue,impressions this week', 'go back 14 days', 'breakdown by=day metrics=revenue,impressions last 14d'],
      ['breakdown by=day metrics=revenue,impressions this week', 'go back 2 weeks', 'breakdown by=day metrics=revenue,impressions last 14d'],
      ['-', 'revenue going back 30 days', 'revenue last 30d'],
      ['-', 'revenue by day going back 10 days', 'breakdown by=day metrics=revenue last 10d'],
      ['-', 'ecpm by country go back a week', 'breakdown by=country metrics=ecpm last 7d'],
      ['-', 'breakdown go back 14 days', 'revenue last 14d'],
      // (near-misses: the one day "2 days back"; a thread's one-day command; no unit of time; "go back to …"; no span said)
      ['-', 'revenue 2 days back', 'revenue 2026-11-25'],
      ['revenue yesterday', 'go back 2 days', 'CLARIFY'],
      ['revenue 2026-11-20', 'go back 7 days', 'CLARIFY'],
      ['config', 'go back 2 versions', 'CLARIFY'],
      ['revenue this week', 'can you go back and check', 'CLARIFY'],
      ['revenue last week', 'going back 3 months', 'CLARIFY'],
    ]);
  });
});

describe('a slip of a word read only in phrases: weekdays, together', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'set up a daily revenue digest in here at 9am on weekdyas', 'digest add daily_revenue here at=09:00 days=mon-fri'],
      ['-', 'daily revenue digest here at 8 on weekdys', 'digest add daily_revenue here at=08:00 days=mon-fri'],
      ['-', 'Would it be possible to get month-to-date revenue by country and format togethr? Thank you kindly.', 'breakdown by=country,format metrics=revenue mtd'],
      ['-', 'revenue by country and format togther', 'breakdown by=country,format metrics=revenue'],
      ['-', 'revenue by app and format togeter mtd', 'breakdown by=app,format metrics=revenue mtd'],
      // (near-misses: two slips away, or a word cut short, stay asked back)
      ['-', 'digest of revenue here every weekdy at 9', 'CLARIFY'],
      ['-', 'revenue by country and format tgthr', 'CLARIFY'],
      ['-', 'revenue by country and format wkdays', 'CLARIFY'],
    ]);
  });
});

describe('"post it in here" after an A/B test watch: the same watch, posting here', () => {
  it('reads each as labelled', () => {
    check([
      ['abtest watch abt_demo_turning', 'actually post it in here', 'abtest watch abt_demo_turning here'],
      ['abtest watch abt_demo_turning', 'post it here', 'abtest watch abt_demo_turning here'],
      ['abtest watch abt_demo_turning', 'send it to this channel instead', 'abtest watch abt_demo_turning here'],
      ['abtest watch abt_demo_in_progress', 'post it here instead of dm', 'abtest watch abt_demo_in_progress here'],
      ['abtest watch abt_demo_in_progress', 'in here please', 'abtest watch abt_demo_in_progress here'],
      ['abtest watch abt_demo_turning', 'could you post it here', 'abtest watch abt_demo_turning here'],
      // (near-misses: a DM asked for, already here, another channel, a figure said, a test not watched)
      ['abtest watch abt_demo_turning', 'dm me instead', 'CLARIFY'],
      ['abtest watch abt_demo_turning', 'send it to me here', 'CLARIFY'],
      ['abtest watch abt_demo_turning here', 'post it here', 'CLARIFY'],
      ['abtest watch abt_demo_turning', 'post it in #growth', 'CLARIFY'],
      ['abtest watch abt_demo_turning', 'post revenue here', 'CLARIFY'],
      ['abtest abt_demo_turning', 'post it here', 'CLARIFY'],
    ]);
  });
});

describe('"ecpm alert for the US, 15% drop": the place or a comma before the share', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'ecpm alert for the US, 15% drop, post it here', 'alerts add ecpm drop 15% country=US here'],
      ['-', 'ecpm alert for the US 15% drop', 'alerts add ecpm drop 15% country=US'],
      ['-', 'ecpm alert, 15% drop, post it here', 'alerts add ecpm drop 15% here'],
      ['-', 'ecpm alert, 15% drop', 'alerts add ecpm drop 15%'],
      ['-', 'fill rate alert for germany, 10% drop', 'alerts add fill_rate drop 10% country=DE'],
      ['-', 'revenue alert in japan 20% drop', 'alerts add revenue drop 20% country=JP'],
      ['-', 'rev alert for the united kingdom, 25% drop here', 'alerts add revenue drop 25% country=GB here'],
      ['-', 'ecpm alert for tiny farm, 15% drop', 'alerts add ecpm drop 15% app=com.acmegames.tinyfarm'],
      ['-', 'imps alert for iOS, 30% drop', 'alerts add impressions drop 30% os=iOS'],
      ['-', 'ecpm alert for a 15% drop', 'alerts add ecpm drop 15%'],
      // (near-misses: no share, a rise, two countries, a split's rows, a format the alert cannot filter on)
      ['-', 'ecpm alert for the US', 'CLARIFY'],
      ['-', 'ecpm alert for the US, 15% rise', 'CLARIFY'],
      ['-', 'ecpm alert for the US and canada, 15% drop', 'CLARIFY'],
      ['-', 'ecpm alert for apps 15% drop', 'CLARIFY'],
      ['-', 'ecpm alert for rewarded 15% drop', 'CLARIFY'],
    ]);
  });
});

describe('"what commands are available to me": the help', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'Could you plaese list what commands are available to me?', 'help'],
      ['-', 'what commands are available', 'help'],
      ['-', 'which commands are available to us?', 'help'],
      ['-', 'list the commands that are available', 'help'],
      ['-', 'show me the commands you support', 'help'],
      ['-', 'list of commands available please', 'help'],
      // (near-misses: data said available, another thing's list, a report named beside)
      ['-', 'is revenue data available for yesterday', 'CLARIFY'],
      ['-', 'which bidders are available', 'CLARIFY'],
      ['-', 'what reports are available', 'CLARIFY'],
      ['-', 'what commands are available, and revenue yesterday', 'CLARIFY'],
    ]);
  });
});

describe('"up to yesterday" ending a span: as "through yesterday"', () => {
  it('reads each as labelled', () => {
    check([
      ['-', 'revenue from the 16th up to yesterday', 'revenue 2026-11-16..2026-11-26'],
      ['-', 'revenue mtd up until yesterday', 'revenue 2026-11-01..2026-11-26'],
      ['-', 'impressions from nov 10 up to and including yesterday', 'revenue 2026-11-10..2026-11-26'],
      ['-', 'revenue from the 20th up to today', 'revenue 2026-11-20..2026-11-27'],
      ['revenue mtd', 'up to yesterday only', 'revenue 2026-11-01..2026-11-26'],
      // (near-misses: a figure up on a day, a figure up by a share)
      ['-', 'is revenue up to yesterday', 'CLARIFY'],
      ['-', 'revenue up to yesterday', 'CLARIFY'],
      ['-', 'was fill up until yesterday', 'CLARIFY'],
      ['-', 'revenue up 5% vs yesterday', 'CLARIFY'],
    ]);
  });
});
