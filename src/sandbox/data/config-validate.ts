// /config/validate's engine: parses the YAML with node positions, runs the structural and
// account checks, and turns each finding into an issue whose line, column (1-based) and length
// cover the exact offending text — a value, a key, or the first line of a mapping.
import { LineCounter, parseDocument, type YAMLError } from 'yaml';
import { checkConfig, type AccountContext } from './config-rules.js';
import type { Finding, Located, Severity } from './config-schema.js';

export interface ConfigIssue {
  code: string;
  path: string;
  message: string;
  severity: Severity;
  line: number;
  column: number;
  length: number;
}

export interface ConfigValidation {
  valid: boolean;
  error_count: number;
  warning_count: number;
  issues: ConfigIssue[];
  yaml: string;
}

export function validateConfigYaml(yaml: string, account: AccountContext): ConfigValidation {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter, prettyErrors: false });
  const issues: ConfigIssue[] = [
    ...doc.errors.map((e) => parserIssue(e, 'error', yaml, lineCounter)),
    ...doc.warnings.map((e) => parserIssue(e, 'warning', yaml, lineCounter)),
  ];
  // A document the parser could not read is reported as such; checking its meaning would only add noise.
  if (doc.errors.length === 0) {
    checkConfig(doc.contents, account, (f) => issues.push(findingIssue(f, yaml, lineCounter)));
  }
  issues.sort((a, b) => a.line - b.line || a.column - b.column);
  const error_count = issues.filter((i) => i.severity === 'error').length;
  return { valid: error_count === 0, error_count, warning_count: issues.length - error_count, issues, yaml };
}

/** Offsets of what to highlight: the node's value text, clipped to its first line. */
function span(at: Located | null | undefined, yaml: string): [number, number] {
  const range = at?.range;
  if (!range) return [0, Math.max(1, lineEnd(yaml, 0))];
  return [range[0], Math.min(Math.max(range[1], range[0] + 1), lineEnd(yaml, range[0]))];
}

function lineEnd(yaml: string, offset: number): number {
  const nl = yaml.indexOf('\n', offset);
  return nl === -1 ? yaml.length : nl;
}

function position(start: number, end: number, lineCounter: LineCounter) {
  const { line, col } = lineCounter.linePos(start);
  return { line, column: col, length: Math.max(1, end - start) };
}

function findingIssue(f: Finding, yaml: string, lineCounter: LineCounter): ConfigIssue {
  const [start, end] = span(f.at, yaml);
  return { code: f.code, path: f.path, message: f.message, severity: f.severity, ...position(start, end, lineCounter) };
}

/** Parser findings keep the parser's own code, prefixed: yaml_duplicate_key, yaml_bad_indent, … */
function parserIssue(e: YAMLError, severity: Severity, yaml: string, lineCounter: LineCounter): ConfigIssue {
  const start = Math.min(e.pos[0], Math.max(0, yaml.length - 1));
  // The parser often marks only a token's first character: widen to the whole token (a key, a word).
  const token = /^[^\s:,[\]{}#]+/.exec(yaml.slice(start, lineEnd(yaml, start)))?.[0].length ?? 1;
  const end = Math.min(Math.max(e.pos[1], start + token), Math.max(lineEnd(yaml, start), start + 1));
  const message = e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  return { code: `yaml_${e.code.toLowerCase()}`, path: '', message, severity, ...position(start, end, lineCounter) };
}
