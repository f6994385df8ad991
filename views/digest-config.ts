// Configuration validation: errors and warnings with where they are in the YAML.
import type { ValidationIssue, ValidationResult } from '../src/api/index.js';
import { context, esc, header, section } from './blocks.js';
import { configSourceName } from './config.js';
import { fitMessage } from './limits.js';
import type { BotMessage, KnownBlock } from './types.js';

export function issueLine(i: ValidationIssue): string {
  const icon = i.severity === 'error' ? ':x:' : ':warning:';
  return `${icon} \`${esc(i.path || '(root)')}\` line ${i.line}: ${esc(i.message)} _(${esc(i.code)})_`;
}

export function configIssuesBlocks(v: ValidationResult, max = 15): KnownBlock[] {
  if (v.issues.length === 0) return [section(':white_check_mark: No errors and no warnings.')];
  const lines = v.issues.slice(0, max).map(issueLine);
  if (v.issues.length > max) lines.push(`…and ${v.issues.length - max} more`);
  return [section(lines.join('\n'))];
}

export function configDigestView(v: ValidationResult): BotMessage {
  const name = configSourceName(v.source);
  const blocks: KnownBlock[] = [
    header(v.valid ? 'Configuration check: valid' : 'Configuration check: INVALID'),
    context(`the ${esc(name)} configuration · ${v.error_count} errors · ${v.warning_count} warnings`),
    ...configIssuesBlocks(v),
  ];
  if (!v.valid) blocks.push(context('Fix the errors before the next publish; `/adops config validate` shows the full list.'));
  return { text: `The ${name} configuration: ${v.valid ? 'valid' : 'invalid'}, ${v.error_count} errors, ${v.warning_count} warnings`, blocks: fitMessage(blocks), kind: 'answer' };
}
