// The text form of `digest add`, for places without modals (the local console): its usage, its
// parser and how its errors name the keys that fix them. The form (./form.ts) and this text
// meet in the one check of a draft (./input.ts).
//   digest add <report> [here|channel=C…] (at=HH:MM [days=mon-fri] | cron="0 9 * * 1-5") [tz=Area/City] [filters]
import { DIGEST_KIND_NAMES, DIGEST_KINDS } from '../../src/jobs/digests/registry.js';
import { WEEKDAYS } from '../../src/time/schedule.js';
import { cronAsCode } from '../../views/digest-list.js';
import { UsageProblem, type Args } from '../shared/args.js';
import { didYouMean } from '../shared/did-you-mean.js';
import { readChannel } from '../shared/mentions.js';
import type { DigestDraft, DigestField } from './input.js';

/** `digest add <report> …` read from its words: a draft to check, and whether `here` was said. */
export type DigestAdd = { action: 'add'; draft: DigestDraft; here: boolean };

/** `digest add` in words, for a kind that declares an example of it. */
export const ADD_EXAMPLES = DIGEST_KINDS.flatMap((k) => (k.example ? [`digest add ${k.name} ${k.example}`] : []));

/** The text form of `digest add`, each report's own options included. */
export const ADD_USAGE =
  'digest add <report> here|channel=#… at=HH:MM [days=mon-fri] | cron="0 9 * * 1-5" [tz=Area/City] ' +
  `[country=US] [os=ios] [source=own] [only-changes] [skip-empty]${DIGEST_KINDS.map((k) => (k.textOptions ? ` · ${k.name}: ${k.textOptions}` : '')).join('')}`;

/** Where each field of a digest is written in the text form (mrkdwn): an error names what to type. */
const TEXT_KEYS: Record<DigestField, string> = {
  report: '`<report>`', channel: '`here` or `channel=`', schedule: '`at=`', time: '`at=`', days: '`days=`', cron: '`cron=`',
  timezone: '`tz=`', country: '`country=`', os: '`os=`', source: '`source=`', tests: '`tests=`', networks: '`networks=`',
  gap: '`gap=`',
};

/** The field errors of the text form, each after the key that fixes it, crons shown as code. */
export function textFormErrors(errors: Partial<Record<DigestField, string>>): string {
  return Object.entries(errors)
    .map(([field, problem]) => `${TEXT_KEYS[field as DigestField]} — ${cronAsCode(problem)}`)
    .join('; ');
}

/** mon-fri, mon,wed,fri, weekdays, weekends, daily → day numbers (0 = Sunday). */
export function readDays(text: string | undefined): number[] | undefined {
  if (text === undefined) return undefined;
  const t = text.toLowerCase();
  if (t === 'daily' || t === 'every' || t === 'all') return [0, 1, 2, 3, 4, 5, 6];
  if (t === 'weekdays') return [1, 2, 3, 4, 5];
  if (t === 'weekends') return [0, 6];
  const day = (w: string) => {
    const i = WEEKDAYS.indexOf(w.slice(0, 3) as (typeof WEEKDAYS)[number]);
    if (i < 0) throw new UsageProblem(`"${w}" is not a day; write mon, tue … sun, mon-fri, weekdays or daily`);
    return i;
  };
  return t.split(',').flatMap((part) => {
    const [a, b] = part.split('-');
    if (b === undefined) return [day(a!)];
    const out: number[] = [];
    for (let i = day(a!), end = day(b); ; i = (i + 1) % 7) {
      out.push(i);
      if (i === end) break;
    }
    return out;
  });
}

/** `cron="0 9 * * 1-5"` holds spaces: take it out of the text before the words are split. */
export function takeCron(text: string): { text: string; cron?: string } {
  const m = /\bcron\s*=\s*["“”]([^"“”]*)["“”]/i.exec(text);
  return m ? { text: `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`, cron: m[1]!.trim() } : { text };
}

export function readAdd(args: Args, quotedCron: string | undefined): DigestAdd {
  const report = args.word()?.toLowerCase().replace(/-/g, '_');
  if (!report || !(DIGEST_KIND_NAMES as readonly string[]).includes(report))
    throw new UsageProblem(`say which report${report ? ` ("${report}" is not one${didYouMean(report, DIGEST_KIND_NAMES)})` : ''}: ${DIGEST_KIND_NAMES.join(', ')}`);
  const here = args.flag('here');
  const draft: DigestDraft = {
    report,
    channelId: readChannel(args.option('channel', 'in')),
    cron: quotedCron ?? args.option('cron'),
    time: args.option('at', 'time'),
    days: readDays(args.option('days')),
    timezone: args.option('tz', 'timezone'),
    country: args.option('country'),
    os: args.option('os', 'device_os'),
    source: args.option('source'),
    abTestIds: args.option('tests', 'ab_tests'),
    networks: args.option('networks', 'network')?.split(',').map((n) => n.trim()).filter(Boolean),
    configMode: args.flag('always') ? 'always' : undefined,
    gapPct: args.option('gap', 'threshold'),
    sendWhen: [...(args.flag('only-changes', 'only_changes') ? ['only_changes'] : []), ...(args.flag('skip-empty', 'skip_empty') ? ['skip_empty'] : [])],
  };
  if (!draft.cron && !draft.time) throw new UsageProblem('say when: `at=09:00` [`days=mon-fri`] or `cron="0 9 * * 1-5"`');
  draft.days ??= [0, 1, 2, 3, 4, 5, 6];
  args.done();
  return { action: 'add', draft, here };
}
