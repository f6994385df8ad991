// Secrets at rest: reporting-API keys are sealed with AES-256-GCM before they reach a table. A
// sealed value names the key that sealed it (an id derived from the key, never the key), so after
// a rotation rows sealed with the previous key still open and are sealed again with the current
// one (src/app/tenants/accounts.ts does it on read). No plaintext ever goes to the database.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { AdopsError, ErrorCode } from '../errors.js';

const VERSION = 'v1';
/** GCM's full 128-bit tag: what seal writes, and the only length open accepts. */
const TAG_BYTES = 16;
/** GCM's standard nonce: 96 bits. Another length is not something this code sealed. */
const IV_BYTES = 12;

export interface Sealed {
  /** `v1:<keyId>:<iv>:<tag>:<ciphertext>` (base64url parts). */
  text: string;
  keyId: string;
}

export interface Opened {
  plain: string;
  /** Sealed with a key other than the current one: seal it again. */
  stale: boolean;
}

export class SecretBoxError extends AdopsError {
  readonly code = ErrorCode.SecretUnreadable;
}

/** 8 hex of SHA-256 of the key: names a key in stored rows without revealing it. */
export function keyIdOf(key: Uint8Array): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

export class SecretBox {
  private readonly keys = new Map<string, Buffer>();
  readonly currentId: string;

  /** `current` seals and opens; `previous` keys only open rows sealed before a rotation. */
  constructor(current: Uint8Array, previous: readonly Uint8Array[] = []) {
    for (const k of [current, ...previous]) {
      if (k.length !== 32) throw new SecretBoxError('an encryption key must be 32 bytes');
      this.keys.set(keyIdOf(k), Buffer.from(k));
    }
    this.currentId = keyIdOf(current);
  }

  seal(plain: string, context: string): Sealed {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(this.currentId)!, iv, { authTagLength: TAG_BYTES });
    // The context (the row's id) is authenticated: a sealed key copied to another row does not open.
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [VERSION, this.currentId, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')];
    return { text: parts.join(':'), keyId: this.currentId };
  }

  open(sealed: string, context: string): Opened {
    const [version, keyId, iv, tag, body] = sealed.split(':');
    if (version !== VERSION || !keyId || !iv || !tag || body === undefined) throw new SecretBoxError('the stored secret is not in a known format');
    const key = this.keys.get(keyId);
    if (!key) throw new SecretBoxError(`the stored secret was sealed with key ${keyId}, which is neither ADOPS_ENCRYPTION_KEY nor ADOPS_ENCRYPTION_KEY_PREVIOUS`);
    try {
      // The tag length is fixed, not taken from the row: a cut tag would make forging easier.
      const tagBytes = Buffer.from(tag, 'base64url');
      const ivBytes = Buffer.from(iv, 'base64url');
      if (tagBytes.length !== TAG_BYTES || ivBytes.length !== IV_BYTES) throw new SecretBoxError('wrong tag or nonce length');
      const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(tagBytes);
      const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      return { plain, stale: keyId !== this.currentId };
    } catch {
      throw new SecretBoxError('the stored secret did not open (tampered, or sealed for another row)');
    }
  }
}

/** The last 4 characters behind dots: enough to tell keys apart, never enough to use one. */
export function maskKey(key: string): string {
  return key.length <= 8 ? '••••' : `••••${key.slice(-4)}`;
}
