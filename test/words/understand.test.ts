// understand(): plain words → the /adops command they mean, or a clarification. Pure, so these
// call it directly; every text it returns is checked with the real parser (commands/dispatch).
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../commands/dispatch.js';
import { COMMANDS } from '../../commands/registry.js';
import { understand, type Understanding, type WordsContext } from '../../commands/words/understand.js';
import { loadQuestions, SET_CONTEXT, verdict } from './question-set.js';

const ctx = (more: Partial<WordsContext> = {}): WordsContext => ({ ...SET_CONTEXT, ...more });
const ask = (words: string, more: Partial<WordsContext> = {}) => understand(words, ctx(more));
const parses = (text: string) => dispatch(COMMANDS, text).kind === 'run';

/** Every command text in an answer parses, and a clarification offers 1–3 of them. */
function expectRunnable(u: Understanding): void {
  if (u.kind === 'command') expect(parses(u.text), u.text).toBe(true);
  else {
    expect(u.suggestions.length).toBeGreaterThanOrEqual(1);
    expect(u.suggestions.length).toBeLessThanOrEqual(3);
    for (const s of u.suggestions) expect(parses(s), s).toBe(true);
  }
}

describe('the issue’s questions', () => {
  it.each([
    ['how much did we make yesterday?', 'revenue yesterday'],
    ['why did revenue drop on Tuesday?', 'why revenue 2026-11-24'],
    ['top 5 apps by eCPM last week', 'breakdown by=app metrics=ecpm last week top=5'],
    ['fill rate in Brazil vs last week', 'revenue vs=week country=BR'],
    ['export yesterday\'s impressions', 'export impressions yesterday'],
  ])('%s → %s', (words, command) => {
    expect(ask(words)).toEqual({ kind: 'command', text: command });
  });

  it('asks which test when "the rewarded test" fits two, offering both', () => {
    const u = ask('is the rewarded test done?');
    expect(u.kind).toBe('clarify');
    if (u.kind === 'clarify') expect(u.suggestions.sort()).toEqual(['abtest abt_demo_in_progress', 'abtest abt_demo_turning']);
  });

  it('finds the test when its name says which', () => {
    expect(ask('is the banner refresh test done yet')).toEqual({ kind: 'command', text: 'abtest abt_demo_directional' });
  });
});

describe('the grammar itself', () => {
  it('keeps a text that already parses as a command', () => {
    for (const text of ['revenue last week by country', 'bd by=country metrics=revenue,ecpm last 7d top=10', 'why fill_rate last 7d os=iOS', 'abtest abt_demo_achieved']) {
      expect(ask(text)).toEqual({ kind: 'command', text });
    }
  });

  it('reads plain words that happen to parse (a Task id "tasks") as words', () => {
    expect(ask('scheduled tasks')).toEqual({ kind: 'command', text: 'tasks' });
  });
});

describe('dates in words', () => {
  // Monday 23 Nov 18:00 in Los Angeles is Tuesday 24 Nov 02:00 in UTC.
  const now = new Date('2026-11-24T02:00:00Z');
  it('reads a weekday in the asker’s timezone', () => {
    // (in Los Angeles it is still Monday: today or the Monday before, asked with both — issue 38's eighteenth round)
    expect(ask('revenue on monday', { now, timezone: 'America/Los_Angeles' })).toMatchObject({ kind: 'clarify', suggestions: ['revenue today', 'revenue 2026-11-16'] });
    expect(ask('revenue last monday', { now, timezone: 'America/Los_Angeles' })).toEqual({ kind: 'command', text: 'revenue 2026-11-16' });
    expect(ask('revenue on monday', { now, timezone: 'Asia/Tokyo' })).toEqual({ kind: 'command', text: 'revenue 2026-11-23' });
  });

  it('reads it in UTC for the commands that read UTC dates', () => {
    expect(ask('export impressions from monday', { now, timezone: 'America/Los_Angeles' })).toEqual({ kind: 'command', text: 'export impressions 2026-11-23' });
  });

  it('reads an A/B test’s range words in UTC too', () => {
    expect(ask('results for the interstitial floor test since monday', { now, timezone: 'America/Los_Angeles' })).toEqual({ kind: 'command', text: 'abtest abt_demo_achieved 2026-11-23..2026-11-24' });
  });

  it('reads calendar dates, spans and "days ago"', () => {
    expect(ask('revenue nov 1 to nov 15')).toEqual({ kind: 'command', text: 'revenue 2026-11-01..2026-11-15' });
    expect(ask('revenue 3 days ago')).toEqual({ kind: 'command', text: 'revenue 2026-11-24' });
    expect(ask('revenue for the past seven days')).toEqual({ kind: 'command', text: 'revenue last 7d' });
    expect(ask('revenue in october')).toEqual({ kind: 'command', text: 'revenue 2026-10-01..2026-10-31' });
  });

  it('asks back about a day still to come', () => {
    expect(ask('revenue this weekend').kind).toBe('clarify');
  });
});

describe('hours in words', () => {
  // SET_CONTEXT: 10:00 on Friday 2026-11-27 in New York.
  it.each([
    ['why did revenue drop in the last 3 hours', 'why revenue 2026-11-27T07:00..2026-11-27T10:00'],
    ['why fill rate down past hour', 'why fill_rate 2026-11-27T09:00..2026-11-27T10:00'],
    ['why is ecpm down since 9am', 'why ecpm 2026-11-27T09:00..2026-11-27T11:00'],
    ['why ecpm down since 7 am', 'why ecpm 2026-11-27T07:00..2026-11-27T11:00'],
    ['why is revenue low this morning', 'why revenue today'], // (midnight to now: today so far, twenty-third round)
    ['revenue last 3 hours', 'breakdown by=hour metrics=revenue today'],
    ['how is revenue this morning', 'breakdown by=hour metrics=revenue today'],
    ['revenue today so far', 'revenue today'],
  ])('%s → %s', (words, command) => {
    expect(ask(words)).toEqual({ kind: 'command', text: command });
  });

  it('reads hours across midnight as the hourly table of both days', () => {
    expect(ask('revenue last 12 hours')).toEqual({ kind: 'command', text: 'breakdown by=hour metrics=revenue 2026-11-26..2026-11-27' });
  });

  it('asks about a report of days asked for hours, offering the day', () => {
    expect(ask('bidders last 2 hours')).toEqual({ kind: 'clarify', reason: expect.any(String), suggestions: ['bidders today'] });
  });

  it('gives the UTC hours that cover them where the asker’s zone is half an hour off', () => {
    // 17:00–20:00 in Kolkata is 11:30–14:30 UTC.
    expect(ask('why did revenue drop in the last 3 hours', { timezone: 'Asia/Kolkata' })).toEqual({ kind: 'command', text: 'why revenue 2026-11-27T11:00..2026-11-27T15:00 tz=UTC' });
  });
});

describe('the account’s names, forgivingly', () => {
  it('matches an app by its name cut short or split, a country by a misspelt name', () => {
    expect(ask('why is word rush android revenue down yesterday')).toEqual({ kind: 'command', text: 'why revenue yesterday app=com.acmegames.wordrush.android' });
    expect(ask('revenue germny yesterday')).toEqual({ kind: 'command', text: 'revenue yesterday country=DE' });
    expect(ask('revenu yesterdya')).toEqual({ kind: 'command', text: 'revenue yesterday' });
  });
});

describe('follow-ups in a thread', () => {
  it.each([
    ['revenue last week', 'and by country?', 'revenue last week by country'],
    ['revenue yesterday', 'same for last month', 'revenue last month'],
    ['revenue yesterday os=iOS', 'what about Android?', 'revenue yesterday os=Android'],
    ['why revenue yesterday', 'and fill rate', 'why fill_rate yesterday'],
    ['revenue yesterday country=BR', 'why did it drop', 'why revenue yesterday country=BR'],
  ])('[%s] %s → %s', (previous, words, command) => {
    expect(ask(words, { previous })).toEqual({ kind: 'command', text: command });
  });

  it('reads a whole new question after a previous one as its own', () => {
    expect(ask('bidders last week', { previous: 'revenue yesterday' })).toEqual({ kind: 'command', text: 'bidders last week' });
  });
});

describe('clarifying instead of guessing', () => {
  it.each(['what is the meaning of life', 'revenue for the new sdk version', 'ltv by cohort', 'why did clicks drop', 'hey'])('%s', (words) => {
    const u = ask(words);
    expect(u.kind).toBe('clarify');
    expectRunnable(u);
  });
});

describe('asking back when a word asks what no command answers, or asks nothing sure', () => {
  it.each([
    ['a figure the API has not', 'how many downloads did we get yesterday'],
    ['a figure the API has not, a real word not "corrected" into glue', 'ad spend yesterday'],
    ['a time still to come', 'what will rev be next week'],
    ['a forecast', 'forecast revenue for december'],
    ['a judgement of figures', 'is ecpm good?'],
    ['advice', 'what should i do about fill'],
    ['a filter left out', 'revenue without brazil'],
    ['a vague ask', 'how bad is it'],
    ['a move, without saying figures or why', 'rev tanked yesterday'],
    ['one everyday word pointing at a report', 'list of scheduled reports'],
    ['a report without figures beside a figure', 'subscription revenue last month'],
    ['a thing pointed at but not named', 'that task'],
    ['an export of a figure other than impressions or requests', 'export revenue by country'],
    ['net revenue (after fees)', 'net revenue last month'],
  ])('%s: "%s"', (_why, words) => {
    const u = ask(words);
    expect(u.kind).toBe('clarify');
    expectRunnable(u);
  });

  it('reads why in chat words ("how come", "what\'s going on with … since 8am")', () => {
    expect(ask('how come rev is lower yday')).toEqual({ kind: 'command', text: 'why revenue yesterday' });
    expect(ask('whats going on with fill since 8am')).toEqual({ kind: 'command', text: 'why fill_rate 2026-11-27T08:00..2026-11-27T11:00' });
  });

  it('reads Slack shorthand and chat glue ("rev y\'day?", "hows fill lookin in BR")', () => {
    expect(ask("rev y'day?")).toEqual({ kind: 'command', text: 'revenue yesterday' });
    expect(ask('hows fill lookin in BR')).toEqual({ kind: 'command', text: 'revenue country=BR' });
  });

  it.each([
    ['revenue yesterday', 'same for puzzle quest'],
    ['why revenue yesterday', 'what about clicks'],
    ['bidders yesterday', 'why is alpha down'],
    ['revenue yesterday', 'what should we do'],
  ])('asks rather than drop a part a follow-up names but the previous command cannot take: [%s] "%s"', (previous, words) => {
    const u = ask(words, { previous });
    expect(u.kind).toBe('clarify');
    expectRunnable(u);
  });

  it('sorts the previous bidders answer when asked to in the thread', () => {
    expect(ask('sort by ecpm', { previous: 'bidders yesterday' })).toEqual({ kind: 'command', text: 'bidders yesterday sort=ecpm' });
  });
});

describe('the way people type', () => {
  it.each([
    ['rev l7d', 'revenue last 7d'],
    ['rev last 30', 'revenue last 30d'],
    ['fr by geo yday', 'breakdown by=country metrics=fill_rate yesterday'],
    ['rev in fr yday', 'revenue yesterday country=FR'],
    ['andr rev yday', 'revenue yesterday os=Android'],
    ['ecpm by fmt yday', 'breakdown by=format metrics=ecpm yesterday'],
    ['top 5 countires by revenu', 'breakdown by=country metrics=revenue top=5'],
    ['🚀 top apps by rev this month', 'breakdown by=app metrics=revenue mtd top=10'],
    ['Good morning, I would like to know our total earnings for last week, if possible.', 'revenue last week'],
    ['rev on the 20th', 'revenue 2026-11-20'],
    ['rev in the states yesterday', 'revenue yesterday country=US'],
    ['exp imps yday', 'export impressions yesterday'],
    ['can u pull ecpm for UK last wk', 'revenue last week country=GB'],
    ['frequency cap test - done yet?', 'abtest abt_demo_in_progress'],
    ['floor +20% test result?', 'abtest abt_demo_achieved'],
    ['why is tiny farm down on android yday', 'why revenue yesterday app=com.acmegames.tinyfarm.android'],
    ['what can this bot do', 'help'],
  ])('%s → %s', (words, command) => {
    expect(ask(words)).toEqual({ kind: 'command', text: command });
  });

  it('asks when "fr" could be fill rate or France beside another metric', () => {
    expect(ask('rev fr yday').kind).toBe('clarify');
  });

  it('never corrects a word into one that means nothing ("weather" is not "whether")', () => {
    expect(ask('what is the weather', { previous: 'revenue yesterday' }).kind).toBe('clarify');
  });

  it('changes the previous answer with a word that says so anywhere ("ecpm instead")', () => {
    expect(ask('ecpm instead', { previous: 'breakdown by=app metrics=revenue yesterday' })).toEqual({ kind: 'command', text: 'breakdown by=app yesterday metrics=ecpm' });
  });

  it('asks rather than run the previous command again when nothing is asked ("ok thanks")', () => {
    expect(ask('ok thanks', { previous: 'revenue yesterday' }).kind).toBe('clarify');
  });

  it('keeps the thread’s period for the same report asked again without one', () => {
    expect(ask('sort by win rate', { previous: 'bidders yesterday' })).toEqual({ kind: 'command', text: 'bidders yesterday sort=win_rate' });
  });
});

describe('every command text it can produce parses', () => {
  const sets = [...loadQuestions('questions.tune.tsv'), ...loadQuestions('questions.holdout.tsv'), ...loadQuestions('questions.people.tsv'), ...loadQuestions('questions.unseen.tsv'), ...loadQuestions('questions.voices.tsv'),
    ...loadQuestions('questions.dictated.tsv'), ...loadQuestions('questions.oncall.tsv'), ...loadQuestions('questions.seventh.tsv'), ...loadQuestions('questions.eleventh.tsv'), ...loadQuestions('questions.thirteenth.tsv'), ...loadQuestions('questions.fourteenth.tsv')];
  it('for every question of the sets', () => {
    for (const q of sets) expectRunnable(understand(q.words, ctx({ previous: q.previous })));
  }, 120_000);

  // 600 texts: the property, not a load test; each reading is pure code of a few milliseconds.
  it('for word salad made of the words it knows (deterministic, 600 texts)', () => {
    const words = sets.flatMap((q) => q.words.split(/\s+/));
    let seed = 42;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 600; i++) {
      const text = Array.from({ length: 1 + Math.floor(next() * 7) }, () => words[Math.floor(next() * words.length)]).join(' ');
      const previous = next() < 0.3 ? sets[Math.floor(next() * sets.length)]!.expected : undefined;
      expectRunnable(understand(text, ctx({ previous })));
    }
  }, 120_000);

  it('gives the same answer for the same words, context and clock', () => {
    for (const q of sets.slice(0, 50)) expect(understand(q.words, ctx({ previous: q.previous }))).toEqual(understand(q.words, ctx({ previous: q.previous })));
  });
});

describe('the tuning set', () => {
  it('maps at least 95 % right and at most 1 % wrong (the held-out set is measured by bench/words.ts)', () => {
    const qs = loadQuestions('questions.tune.tsv');
    const verdicts = qs.map((q) => verdict(q, understand(q.words, ctx({ previous: q.previous })), SET_CONTEXT));
    expect(verdicts.filter((v) => v === 'right').length / qs.length).toBeGreaterThanOrEqual(0.95);
    expect(verdicts.filter((v) => v === 'wrong').length / qs.length).toBeLessThanOrEqual(0.01);
  });
});
