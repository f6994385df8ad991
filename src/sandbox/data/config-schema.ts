// Structural checks of a configuration YAML over the parser's node tree (not the plain JS
// value), so that every finding keeps the node it is about and can point at its exact text.
import { isMap, isScalar, isSeq, type Node, type Pair, type Scalar, type YAMLMap, type YAMLSeq } from 'yaml';

export type Severity = 'error' | 'warning';

/** Anything with a parser range: a value node, or the key of a pair. */
export interface Located {
  range?: [number, number, number] | null;
}

export interface Finding {
  code: string;
  severity: Severity;
  path: string;
  message: string;
  at: Located | null | undefined;
}

export type Report = (finding: Finding) => void;

export type FieldType = 'string' | 'number' | 'integer' | 'boolean' | 'list' | 'map';
export interface FieldSpec {
  type: FieldType;
  required?: boolean;
}
export type Shape = Record<string, FieldSpec>;

const TYPE_WORDS: Record<FieldType, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  list: 'a list',
  map: 'a mapping of fields',
};

/** A checked mapping: its node, its path, and the fields whose type was right. */
export interface Fields {
  node: YAMLMap;
  path: string;
  /** Value nodes of well-typed fields. */
  values: Map<string, Node>;
  /** Key nodes of every present field (to point at `groups:` rather than the whole list). */
  keys: Map<string, Located>;
}

export const childPath = (parent: string, name: string) => (parent ? `${parent}.${name}` : name);
export const itemPath = (parent: string, index: number) => `${parent}[${index}]`;

export function keyName(pair: Pair): string | undefined {
  return isScalar(pair.key) ? String(pair.key.value) : undefined;
}

function hasType(node: Node | null, type: FieldType): boolean {
  if (type === 'list') return isSeq(node);
  if (type === 'map') return isMap(node);
  if (!isScalar(node)) return false;
  const v = node.value;
  if (type === 'string') return typeof v === 'string' && v.trim() !== '';
  if (type === 'boolean') return typeof v === 'boolean';
  if (type === 'integer') return typeof v === 'number' && Number.isInteger(v);
  return typeof v === 'number' && Number.isFinite(v);
}

function shown(node: Node | null): string {
  if (isSeq(node)) return 'a list';
  if (isMap(node)) return 'a mapping';
  if (isScalar(node)) return node.value === null ? 'nothing' : `"${String(node.value)}"`;
  return 'nothing';
}

/**
 * Checks one mapping against its shape: unknown fields (warning, with a suggestion), missing
 * required fields and wrongly typed values (errors). Returns the usable fields, or undefined
 * when `node` is not a mapping at all.
 */
export function checkShape(node: Node | null, shape: Shape, path: string, what: string, report: Report): Fields | undefined {
  if (!isMap(node)) {
    report({ code: 'wrong_type', severity: 'error', path, message: `${what} must be a mapping of fields (got ${shown(node)})`, at: node });
    return undefined;
  }
  const fields: Fields = { node, path, values: new Map(), keys: new Map() };
  for (const pair of node.items) {
    const name = keyName(pair);
    if (name === undefined) continue;
    const spec = shape[name];
    const value = (pair.value ?? null) as Node | null;
    if (!spec) {
      const hint = closest(name, Object.keys(shape));
      const message = `unknown field "${name}" in ${what}${hint ? `; did you mean "${hint}"?` : ''} It is ignored.`;
      report({ code: 'unknown_field', severity: 'warning', path: childPath(path, name), message, at: pair.key as Located });
      continue;
    }
    fields.keys.set(name, pair.key as Located);
    if (!hasType(value, spec.type)) {
      const message = `${name} in ${what} must be ${TYPE_WORDS[spec.type]} (got ${shown(value)})`;
      report({ code: 'wrong_type', severity: 'error', path: childPath(path, name), message, at: value ?? (pair.key as Located) });
      continue;
    }
    fields.values.set(name, value!);
  }
  for (const [name, spec] of Object.entries(shape)) {
    if (spec.required && !fields.keys.has(name)) {
      report({ code: 'missing_field', severity: 'error', path: childPath(path, name), message: `${what} needs a ${name} field`, at: node });
    }
  }
  return fields;
}

export function scalarValue(fields: Fields | undefined, name: string): Scalar | undefined {
  const node = fields?.values.get(name);
  return isScalar(node) ? node : undefined;
}

export function text(fields: Fields | undefined, name: string): string | undefined {
  const v = scalarValue(fields, name)?.value;
  return typeof v === 'string' ? v : undefined;
}

export function num(fields: Fields | undefined, name: string): number | undefined {
  const v = scalarValue(fields, name)?.value;
  return typeof v === 'number' ? v : undefined;
}

export function bool(fields: Fields | undefined, name: string): boolean | undefined {
  const v = scalarValue(fields, name)?.value;
  return typeof v === 'boolean' ? v : undefined;
}

export function list(fields: Fields | undefined, name: string): YAMLSeq | undefined {
  const node = fields?.values.get(name);
  return isSeq(node) ? node : undefined;
}

/** Each item of a list checked against a shape; items that are not mappings are reported and skipped. */
export function eachMapItem(seq: YAMLSeq | undefined, shape: Shape, path: string, what: string, report: Report): Fields[] {
  if (!seq) return [];
  return seq.items.flatMap((item, i) => checkShape(item as Node, shape, itemPath(path, i), what, report) ?? []);
}

/** Each item of a list that must be text; others are reported as wrong_type. */
export function eachTextItem(seq: YAMLSeq | undefined, path: string, what: string, report: Report): { value: string; node: Scalar; path: string }[] {
  if (!seq) return [];
  return seq.items.flatMap((item, i) => {
    const node = item as Node;
    if (hasType(node, 'string')) return [{ value: String((node as Scalar).value), node: node as Scalar, path: itemPath(path, i) }];
    report({ code: 'wrong_type', severity: 'error', path: itemPath(path, i), message: `each entry of ${what} must be text (got ${shown(node)})`, at: node });
    return [];
  });
}

/** The known name nearest to a typo (edit distance ≤ 2), for "did you mean". */
function closest(name: string, known: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const k of known) {
    const d = editDistance(name, k);
    if (d < bestDistance) [best, bestDistance] = [k, d];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}
