// config [show|validate] [live|draft|draft id X|version N|id X] [yaml]: the account's
// configuration — version, author, date and a YAML excerpt (the whole YAML as a file with `yaml`)
// — or its validation, grouped by severity with the offending YAML line and a caret under the
// problem. `draft id X` names one of several drafts: the API takes one selector, so it is read by
// its id, and refused if it is no draft. The validation is the one check the digest and the
// config watch read too (src/reports/config.ts).
import type { ConfigSelector } from '../../src/api/index.js';
import { configCheck } from '../../src/reports/config.js';
import { configShowView, configValidateView } from '../../views/config.js';
import { refusal } from '../../views/error.js';
import type { BotMessage } from '../../views/types.js';
import { API_ID, parseWith, refuseEveryAccount, UsageProblem, type Args } from '../shared/args.js';
import { defineCommand, type CommandContext } from '../types.js';
import type { RollUpRow } from '../../views/account-rollup.js';

export interface ConfigRequest {
  action: 'show' | 'validate';
  selector: ConfigSelector;
  /** `draft` was said together with an id: the configuration it names must be a draft. */
  draftId: boolean;
  yaml: boolean;
}

const ONE_SELECTOR = 'choose one of live, draft, version N or id X (draft and an id together name one of several drafts)';

/** The ids and versions written as id=X, version=N, `id X`, `version N`, vN or a bare id. */
function readNamed(args: Args): ConfigSelector[] {
  const named: ConfigSelector[] = [];
  const idOpt = args.option('id');
  if (idOpt !== undefined) named.push({ id: idOpt });
  const versionOpt = args.option('version', 'v');
  if (versionOpt !== undefined) named.push({ version: versionNumber(versionOpt) });
  for (let word = args.word(); word !== undefined; word = args.word()) {
    const lower = word.toLowerCase();
    if (lower === 'version' || lower === 'id') {
      const value = args.word();
      if (value === undefined) throw new UsageProblem(`"${lower}" needs a value, e.g. ${lower === 'version' ? 'version 3' : 'id draft_123'}`);
      named.push(lower === 'version' ? { version: versionNumber(value) } : { id: value });
    } else if (/^v\d+$/i.test(word)) named.push({ version: versionNumber(word.slice(1)) });
    else if (API_ID.test(word)) named.push({ id: word });
    else throw new UsageProblem(`I did not understand \`${word}\``);
  }
  return named;
}

function readSelector(args: Args): Pick<ConfigRequest, 'selector' | 'draftId'> {
  const draft = args.flag('draft');
  const live = args.flag('live');
  const named = readNamed(args);
  const [first] = named;
  if (named.length > 1 || (live && (draft || first))) throw new UsageProblem(ONE_SELECTOR);
  if (!draft) return { selector: first ?? {}, draftId: false };
  if (first?.version !== undefined) throw new UsageProblem(`a published version is not a draft: ${ONE_SELECTOR}`);
  return first ? { selector: first, draftId: true } : { selector: { draft: true }, draftId: false };
}

/** `draft id X` where X is not a draft: said plainly instead of showing another configuration. */
function notADraft(id: string, kind: string): BotMessage {
  return refusal(`\`${id}\` is the ${kind} configuration, not a draft.`, `Leave out "draft" to use it, or give the id of a draft.`);
}

/**
 * `config validate [draft] account=all`: each account's live configuration (or draft) checked by the
 * same validation as the answer, its errors and warnings as the API counts them and any other
 * notes; which version each account has is said under the table. Other forms refuse it while parsing.
 */
async function configRollUp(req: ConfigRequest, ctx: CommandContext): Promise<RollUpRow> {
  if (req.action !== 'validate') throw new UsageProblem('`config show` is one account’s YAML: ask it with `account=<name>`');
  const { validation, source } = await configCheck(req.selector, (selector) => ctx.api.config.validate(selector));
  const others = validation.issues.filter((i) => i.severity !== 'error' && i.severity !== 'warning').length;
  return {
    period: req.selector.draft ? 'draft' : 'live',
    figures: [
      { name: 'Errors', value: validation.error_count, kind: 'count' },
      { name: 'Warnings', value: validation.warning_count, kind: 'count' },
      { name: 'Other notes', value: others, kind: 'count' },
    ],
    note: `${source}${validation.valid ? ', valid' : ', not valid'}`,
  };
}

function versionNumber(text: string): number {
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new UsageProblem(`version must be a whole number from 1 (got "${text}")`);
  return Number(text);
}

export const configCommand = defineCommand<ConfigRequest>({
  name: 'config',
  aliases: ['configuration', 'cfg'],
  group: 'Configuration & Tasks',
  summary: 'The live, published or draft configuration (version, author, date, YAML), or its validation with line:column and a caret.',
  usage: 'config [show|validate] [live|draft|draft id X|version N|id X] [yaml]',
  examples: ['config', 'config show version 3', 'config validate', 'config validate draft id=draft_floor_cleanup', 'config show yaml'],
  need: 'read',
  rollUp: configRollUp,
  parse: (text) =>
    parseWith(text, (args) => {
      // Forgiving: `config v2 validate` and `config validate v2` mean the same.
      const validate = args.flag('validate', 'check', 'lint');
      args.flag('show');
      const action: ConfigRequest['action'] = validate ? 'validate' : 'show';
      const yaml = args.flag('yaml', 'file');
      const selector = readSelector(args);
      if (!validate) refuseEveryAccount(args, 'config show', 'it is one account’s YAML', '`config validate account=all` counts every account’s errors and warnings side by side (`config validate draft account=all`: their drafts).');
      if (validate && (selector.selector.id !== undefined || selector.selector.version !== undefined)) {
        refuseEveryAccount(args, 'config validate <id|version>', 'a configuration id or version belongs to one account', 'Ask it with `account=<name>`; `config validate account=all` (live) or `config validate draft account=all` compares every account.');
      }
      args.done();
      return { action, ...selector, yaml };
    }),
  run: async (req, ctx) => {
    if (req.action === 'validate') {
      const { validation } = await configCheck(req.selector, (selector) => ctx.api.config.validate(selector));
      return req.draftId && validation.source.type !== 'draft' ? notADraft(req.selector.id!, validation.source.type) : configValidateView(validation);
    }
    const record = await ctx.api.config.show(req.selector);
    if (req.draftId && record.kind !== 'draft') return notADraft(req.selector.id!, record.kind);
    const tz = await ctx.timezone();
    const file = req.yaml
      ? await ctx.upload({
          filename: `${record.kind}-${record.version_number ?? record.id}.yaml`,
          title: `Configuration ${record.kind}${record.version_number ? ` v${record.version_number}` : ''}`,
          content: record.yaml,
        })
      : undefined;
    return configShowView(record, tz, file);
  },
});
