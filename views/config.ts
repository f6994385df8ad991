// Configuration views. show: who changed what when, and the first lines of the YAML.
// validate: issues grouped by severity (errors first), each with line:column, the message and
// the offending YAML line with a caret under the reported column and length.
import { DateTime } from 'luxon';
import type { ConfigRecord, ValidationIssue, ValidationResult } from '../src/api/index.js';
import { fileNote } from './breakdown.js';
import { codeBlocks, context, esc, fields, header, section } from './blocks.js';
import { fitMessage, truncate } from './limits.js';
import type { BotMessage, KnownBlock, UploadedFile } from './types.js';

const EXCERPT_LINES = 25;
const ISSUES_SHOWN = 15;

export function when(iso: string, tz: string): string {
  const d = DateTime.fromISO(iso, { zone: 'utc' });
  return d.isValid ? d.setZone(tz).toFormat("ccc d LLL yyyy, HH:mm ZZZZ") : iso;
}

export function configShowView(c: ConfigRecord, tz: string, file?: UploadedFile): BotMessage {
  const version = c.version_number != null ? `v${c.version_number}${c.version_label ? ` — ${c.version_label}` : ''}` : (c.version_label ?? '—');
  const lines = c.yaml.split('\n');
  const blocks: KnownBlock[] = [
    header(`Configuration: ${c.kind}${c.version_number != null ? ` v${c.version_number}` : ''}`),
    ...fields([
      ['Version', esc(version)],
      ['Author', esc(c.created_by_name ?? c.created_by_user_id ?? 'unknown')],
      ['Created', esc(when(c.created_at, tz))],
      ['Id', `\`${esc(c.id)}\``],
    ]),
    section(`*YAML* (first ${Math.min(EXCERPT_LINES, lines.length)} of ${lines.length} lines)`),
    ...codeBlocks(lines.slice(0, EXCERPT_LINES).map((l) => truncate(l, 120))),
  ];
  const notes: string[] = [];
  if (file) notes.push(fileNote(file));
  else if (lines.length > EXCERPT_LINES) notes.push('`/adops config show yaml` sends the whole YAML as a file.');
  notes.push('`/adops config validate` checks it.');
  blocks.push(context(...notes));
  return { text: `Configuration ${c.kind} ${version} by ${c.created_by_name ?? 'unknown'}`, blocks: fitMessage(blocks, { reserveBlocks: 1 }), kind: 'answer' };
}

/** The YAML line of an issue with a caret (or carets for its length) under the column. */
export function caretLines(yaml: string, issue: Pick<ValidationIssue, 'line' | 'column' | 'length'>): string[] {
  const source = yaml.split('\n')[issue.line - 1];
  if (source === undefined) return [];
  const width = 100;
  const col = Math.max(1, issue.column);
  // Keep the column visible on long lines: start the excerpt before it.
  const start = col > width - 20 ? col - 40 : 0;
  const shown = source.slice(start, start + width).replace(/\t/g, ' ');
  const pad = ' '.repeat(Math.max(0, col - 1 - start));
  const carets = '^'.repeat(Math.max(1, Math.min(issue.length || 1, width - pad.length)));
  const gutter = `${issue.line} | `;
  return [`${gutter}${start ? '…' : ''}${shown}`, `${' '.repeat(gutter.length)}${start ? ' ' : ''}${pad}${carets}`];
}

const SEVERITY_ORDER = ['error', 'warning', 'info'];

function issueBlocks(yaml: string, severity: string, issues: ValidationIssue[], budget: number): KnownBlock[] {
  const title = `*${severity === 'error' ? ':x: Errors' : severity === 'warning' ? ':warning: Warnings' : esc(severity)}* (${issues.length})`;
  const blocks: KnownBlock[] = [section(title)];
  for (const i of issues.slice(0, budget)) {
    blocks.push(section(`\`${i.line}:${i.column}\` ${esc(i.message)}  _${esc(i.code)} · ${esc(i.path)}_`));
    const caret = caretLines(yaml, i);
    if (caret.length) blocks.push(...codeBlocks(caret));
  }
  if (issues.length > budget) blocks.push(context(`${issues.length - budget} more ${esc(severity)} issues not shown.`));
  return blocks;
}

/**
 * Which configuration a validation read, without saying it twice: "live" (the API names the live
 * one "live live"), "published v3", "draft draft_floor_cleanup".
 */
export function configSourceName(source: ValidationResult['source']): string {
  const name = source.name.trim();
  return name && name !== source.type ? `${source.type} ${name}` : source.type;
}

export function configValidateView(v: ValidationResult): BotMessage {
  const source = configSourceName(v.source);
  const verdict = v.valid ? ':white_check_mark: valid' : ':x: not valid';
  const counts = `${v.error_count} error${v.error_count === 1 ? '' : 's'}, ${v.warning_count} warning${v.warning_count === 1 ? '' : 's'}`;
  const blocks: KnownBlock[] = [header(`Validation of the ${source} configuration`), section(`${verdict} — ${counts}`)];
  const severities = [...new Set(v.issues.map((i) => i.severity))].sort(
    (a, b) => (SEVERITY_ORDER.indexOf(a) + 1 || 99) - (SEVERITY_ORDER.indexOf(b) + 1 || 99),
  );
  let left = ISSUES_SHOWN;
  for (const s of severities) {
    const group = v.issues.filter((i) => i.severity === s).sort((a, b) => a.line - b.line || a.column - b.column);
    blocks.push(...issueBlocks(v.yaml, s, group, Math.max(1, left)));
    left -= group.length;
  }
  if (v.issues.length === 0) blocks.push(context('No issues found.'));
  return { text: `Validation of the ${source} configuration: ${v.valid ? 'valid' : 'not valid'} (${counts})`, blocks: fitMessage(blocks, { reserveBlocks: 1 }), kind: 'answer' };
}
