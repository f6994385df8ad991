// The keys that seal workspaces' tokens and API keys (src/store/crypto.ts), as the environment
// gives them: decoded from base64 or hex, and refused when they cannot be random bytes. Apart from
// ./config.ts because a key's checks are their own small subject (test/tenants/crypto.test.ts).

/** The key that seals from now on, and the one before it while stored secrets are re-sealed. */
export interface EncryptionKeys {
  current: Uint8Array;
  previous?: Uint8Array;
}

/** 32 bytes as 64 hex digits or base64 (`openssl rand -base64 32`); undefined when it is not. */
export function decodeEncryptionKey(text: string): Uint8Array | undefined {
  const bytes = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(text) ? Buffer.from(text, 'base64') : undefined;
  return bytes?.length === 32 ? new Uint8Array(bytes) : undefined;
}

/**
 * Why 32 bytes cannot be a random key, or undefined. Each test would pass a random key by chance
 * less than once in 10^12: all one byte or few distinct bytes (a random key has ~30 of 32), a short
 * pattern repeated, a counting sequence (00 01 02…), or only printable text (a password, not bytes).
 */
export function weakKeyProblem(key: Uint8Array): string | undefined {
  const bytes = [...key];
  if (new Set(bytes).size < 16) return 'it has too few different bytes';
  for (let period = 1; period <= 16; period++) if (bytes.every((b, i) => b === bytes[i % period])) return 'it repeats a short pattern';
  const step = (bytes[1]! - bytes[0]! + 256) % 256;
  if (bytes.every((b, i) => i === 0 || (b - bytes[i - 1]! + 256) % 256 === step)) return 'it counts up or down';
  if (bytes.every((b) => b >= 0x20 && b < 0x7f)) return 'it is text, not random bytes';
  return undefined;
}

/** ADOPS_ENCRYPTION_KEY and ADOPS_ENCRYPTION_KEY_PREVIOUS: decoded and checked, or undefined when unset or not usable (a problem says why). */
export function readEncryption(env: { ADOPS_ENCRYPTION_KEY?: string; ADOPS_ENCRYPTION_KEY_PREVIOUS?: string }, problems: string[]): EncryptionKeys | undefined {
  const decode = (name: string, text: string | undefined) => {
    if (text === undefined) return undefined;
    const key = decodeEncryptionKey(text);
    if (!key) problems.push(`${name} must be 32 random bytes as base64 or 64 hex digits (openssl rand -base64 32)`);
    const weak = key && weakKeyProblem(key);
    if (weak) problems.push(`${name} is not random (${weak}): make one with openssl rand -base64 32`);
    return weak ? undefined : key;
  };
  const current = decode('ADOPS_ENCRYPTION_KEY', env.ADOPS_ENCRYPTION_KEY);
  const previous = decode('ADOPS_ENCRYPTION_KEY_PREVIOUS', env.ADOPS_ENCRYPTION_KEY_PREVIOUS);
  if (previous && !env.ADOPS_ENCRYPTION_KEY) problems.push('ADOPS_ENCRYPTION_KEY_PREVIOUS is set without ADOPS_ENCRYPTION_KEY (the new key that seals from now on)');
  return current ? { current, ...(previous ? { previous } : {}) } : undefined;
}
