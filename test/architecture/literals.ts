// The string literals of a TypeScript source, as written (escapes read): quoted strings, and each
// text part of a template literal (the parts between its `${…}`s). Comments and regular
// expressions are skipped, so a word in a comment or a pattern is not a literal.

/** Where a regular expression may start: after an operator or an opening bracket, not after a value. */
const BEFORE_REGEX = new Set(['', '(', ',', '=', ':', '[', '!', '&', '|', '?', '{', '}', ';', '+', '-', '*', '%', '<', '>', '~', '^']);

export function stringLiterals(source: string): string[] {
  const out: string[] = [];
  scanCode(source, 0, out, false);
  return out;
}

/** Scans code from `i`; inside a template's `${…}` (`nested`), stops after its closing brace. */
function scanCode(s: string, i: number, out: string[], nested: boolean): number {
  let depth = 0;
  let last = '';
  while (i < s.length) {
    const c = s[i]!;
    if (c === '/' && s[i + 1] === '/') {
      const end = s.indexOf('\n', i);
      i = end < 0 ? s.length : end;
    } else if (c === '/' && s[i + 1] === '*') {
      const end = s.indexOf('*/', i + 2);
      i = end < 0 ? s.length : end + 2;
    } else if (c === '/' && BEFORE_REGEX.has(last)) {
      i = skipRegex(s, i);
      last = 'x';
    } else if (c === "'" || c === '"') {
      i = readQuoted(s, i, out);
      last = 'x';
    } else if (c === '`') {
      i = readTemplate(s, i, out);
      last = 'x';
    } else {
      if (c === '{') depth++;
      if (c === '}') {
        if (nested && depth === 0) return i + 1;
        depth--;
      }
      if (!/\s/.test(c)) last = /[\w$)\].]/.test(c) ? 'x' : c;
      i++;
    }
  }
  return i;
}

function readQuoted(s: string, i: number, out: string[]): number {
  const quote = s[i]!;
  let text = '';
  let j = i + 1;
  while (j < s.length && s[j] !== quote && s[j] !== '\n') {
    if (s[j] === '\\') {
      text += s[j + 1] ?? '';
      j += 2;
    } else text += s[j++];
  }
  out.push(text);
  return j + 1;
}

function readTemplate(s: string, i: number, out: string[]): number {
  let text = '';
  let j = i + 1;
  while (j < s.length && s[j] !== '`') {
    if (s[j] === '\\') {
      text += s[j + 1] ?? '';
      j += 2;
    } else if (s[j] === '$' && s[j + 1] === '{') {
      out.push(text);
      text = '';
      j = scanCode(s, j + 2, out, true);
    } else text += s[j++];
  }
  out.push(text);
  return j + 1;
}

function skipRegex(s: string, i: number): number {
  let j = i + 1;
  let inClass = false;
  while (j < s.length && s[j] !== '\n') {
    const c = s[j]!;
    if (c === '\\') j += 2;
    else {
      if (c === '[') inClass = true;
      else if (c === ']') inClass = false;
      else if (c === '/' && !inClass) return j + 1;
      j++;
    }
  }
  return j;
}
