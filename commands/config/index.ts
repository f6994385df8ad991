// config [show|validate] [live|draft|version N|id X] [yaml]: the account's configuration —
// version, author, date and a YAML excerpt (the whole YAML as a file with `yaml`) — or its
// validation, grouped by severity with the offending YAML line and a caret under the problem.
import type { ConfigSelector } from '../../src/api/index.js';
import { configShowView, configValidateView } from '../../views/config.js';
import type { Args } from '../shared/args.js';
import { parseWith, UsageProblem } from '../shared/args.js';
import { defineCommand } from '../types.js';

export interface ConfigRequest {
  action: 'show' | 'validate';
  selector: ConfigSelector;
  yaml: boolean;
}

function readSelector(args: Args): ConfigSelector {
  const selector: ConfigSelector = {};
  const set = (s: ConfigSelector) => {
    if (Object.keys(selector).length) throw new UsageProblem('choose one of live, draft, version N or id X');
    Object.assign(selector, s);
  };
  const idOpt = args.option('id');
  if (idOpt !== undefined) set({ id: idOpt });
  const versionOpt = args.option('version', 'v');
  if (versionOpt !== undefined) set({ version: versionNumber(versionOpt) });
  if (args.flag('draft')) set({ draft: true });
  args.flag('live');
  for (let word = args.word(); word !== undefined; word = args.word()) {
    const lower = word.toLowerCase();
    if (lower === 'version' || lower === 'id') {
      const value = args.word();
      if (value === undefined) throw new UsageProblem(`"${lower}" needs a value, e.g. ${lower === 'version' ? 'version 3' : 'id draft_123'}`);
      set(lower === 'version' ? { version: versionNumber(value) } : { id: value });
    } else if (/^v\d+$/i.test(word)) set({ version: versionNumber(word.slice(1)) });
    else if (/^[A-Za-z0-9_.:-]{1,200}$/.test(word)) set({ id: word });
    else throw new UsageProblem(`I did not understand \`${word}\``);
  }
  return selector;
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
  usage: 'config [show|validate] [live|draft|version N|id X] [yaml]',
  examples: ['config', 'config show version 3', 'config validate', 'config validate id draft_floor_cleanup', 'config show yaml'],
  parse: (text) =>
    parseWith(text, (args) => {
      // Forgiving: `config v2 validate` and `config validate v2` mean the same.
      const validate = args.flag('validate', 'check', 'lint');
      args.flag('show');
      const action: ConfigRequest['action'] = validate ? 'validate' : 'show';
      const yaml = args.flag('yaml', 'file');
      const selector = readSelector(args);
      args.done();
      return { action, selector, yaml };
    }),
  run: async (req, ctx) => {
    if (req.action === 'validate') return configValidateView(await ctx.api.config.validate(req.selector));
    const record = await ctx.api.config.show(req.selector);
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
