// The one error tree (src/errors.ts) holds: every error class of the bot extends it, each code is
// carried by one class and listed in docs/failures.md, and no failure is recognised by the words
// of its message (they are for people and may be reworded) — except a library's error that has
// nothing else to go by, allowed below with the reason.
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/errors.js';
import { BOT_FILES, FILES, read } from './files.js';


/** Ways of telling failures apart by their text: the message matched, compared or searched, or a class told by its name. */
const BY_TEXT: readonly RegExp[] = [
  /\.message\??\.(includes|startsWith|endsWith|match|matchAll|search|indexOf|localeCompare)\(/,
  /\.(test|exec)\(\s*[\w.?()]*\.message\b/,
  /\.(test|exec)\(\s*String\(\s*\w+\s*\)/,
  /(?<!typeof [\w.?]*)\.message\s*[!=]==?/,
  /[!=]==?\s*[\w.?()]*\.message\b/,
  /switch\s*\(\s*[\w.?()]*\.message\b/,
  // A class told by its name: its code (or instanceof) says it. DOMException's names are its codes.
  /\.name\s*[!=]==?\s*'(?!TimeoutError'|AbortError')\w*Error'/,
];

/** Library errors with no code, whose text is all there is. */
const ALLOWED: Readonly<Record<string, string>> = {
  'src/api/retry.ts': 'node-postgres throws a dropped or refused connection as a plain Error with no code',
};

function textMatches(source: string): string[] {
  return source.split('\n').filter((line) => !/^\s*(\/\/|\*)/.test(line) && BY_TEXT.some((re) => re.test(line)));
}

describe('the error tree', () => {
  it('recognises no failure by its message text (outside the allowed library cases)', () => {
    const found = FILES.filter((f) => !(f in ALLOWED)).flatMap((f) => textMatches(read(f)).map((line) => `${f}: ${line.trim()}`));
    expect(found).toEqual([]);
  });

  it('allows only files that still need it', () => {
    expect(Object.keys(ALLOWED).filter((f) => textMatches(read(f)).length === 0)).toEqual([]);
  });

  it('is the one base of the bot’s error classes', () => {
    const roots = BOT_FILES.filter((f) => f !== 'src/errors.ts' && /class \w+ extends Error\b/.test(read(f)));
    expect(roots).toEqual([]);
  });

  it('gives each code to exactly one class, named adops_…', () => {
    const carried = BOT_FILES.flatMap((f) => [...read(f).matchAll(/readonly code = ErrorCode\.(\w+);/g)].map((m) => m[1]!));
    const names = Object.keys(ErrorCode).sort();
    expect([...carried].sort()).toEqual(names);
    expect(Object.values(ErrorCode).filter((code) => !/^adops_[a-z_]+$/.test(code))).toEqual([]);
  });

  it('is listed in docs/failures.md, every code and no other', () => {
    const doc = read('docs/failures.md');
    const listed = [...doc.matchAll(/^\| `(adops_[a-z_]+)` \|/gm)].map((m) => m[1]!).sort();
    expect(listed).toEqual(Object.values(ErrorCode).sort());
  });
});

describe('the text checker itself', () => {
  it('finds matching on a message and telling a class by its name, and lets codes and standard names pass', () => {
    expect(textMatches("if (/Connection terminated/i.test(err.message)) retry();")).toHaveLength(1);
    expect(textMatches("if (e.message.includes('timeout')) retry();")).toHaveLength(1);
    expect(textMatches("if (err.message === 'not found') return;")).toHaveLength(1);
    expect(textMatches("if (e?.name === 'ResponseUrlError') return;")).toHaveLength(1);
    expect(textMatches("if (e.code === ErrorCode.GivenUp) return;")).toEqual([]);
    expect(textMatches("if (e.name === 'AbortError') return;")).toEqual([]);
    expect(textMatches("const message = typeof r.message === 'string' ? r.message : '';")).toEqual([]);
  });
});
