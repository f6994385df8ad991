// Reads a ustar archive — what PGlite's dumpDataDir() writes: directories and regular files,
// names of at most 255 bytes — from memory, checking its structure as it goes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const BLOCK = 512;

interface Entry {
  /** Relative path, never leading outside the archive's root. */
  parts: string[];
  kind: 'file' | 'dir';
  data: Buffer;
}

function field(header: Buffer, offset: number, length: number): string {
  const bytes = header.subarray(offset, offset + length);
  const end = bytes.indexOf(0);
  return bytes.subarray(0, end === -1 ? length : end).toString('utf8');
}

function entryParts(header: Buffer): string[] {
  const prefix = field(header, 345, 155);
  const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
  const parts = name.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.length === 0 || parts.includes('..')) throw new Error(`archive entry "${name}" is not a path inside it`);
  return parts;
}

/** The entries of `tar`; throws on a damaged archive or on what a data directory never holds. */
export function* tarEntries(tar: Buffer): Generator<Entry> {
  for (let at = 0; at + BLOCK <= tar.length; ) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) return; // the end-of-archive blocks
    if (!field(header, 257, 6).startsWith('ustar')) throw new Error('not a ustar archive');
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    if (!Number.isSafeInteger(size) || size < 0 || at + BLOCK + size > tar.length) throw new Error('archive damaged or truncated');
    const type = String.fromCharCode(header[156]!);
    if (type !== '5' && type !== '0' && type !== '\0') throw new Error(`archive entry of type "${type}": only files and directories expected`);
    yield { parts: entryParts(header), kind: type === '5' ? 'dir' : 'file', data: tar.subarray(at + BLOCK, at + BLOCK + size) };
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new Error('archive truncated: no end-of-archive blocks');
}

/** Throws unless `tar` reads to its end. */
export function checkTar(tar: Buffer): void {
  for (const entry of tarEntries(tar)) void entry;
}

/** Writes every entry of `tar` under `root` (created), one file at a time. */
export function untarTo(tar: Buffer, root: string): void {
  mkdirSync(root, { recursive: true });
  for (const { parts, kind, data } of tarEntries(tar)) {
    const path = join(root, ...parts);
    if (kind === 'dir') {
      mkdirSync(path, { recursive: true });
    } else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, data);
    }
  }
}
