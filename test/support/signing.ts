// Signing helpers for tests that send raw requests: a correct v0 signature, one made with the
// wrong secret, and a stale timestamp (Slack rejects requests older than 5 minutes).
import { slackSignature } from '../../src/slack-standin/signing.js';

export { signedHeaders, slackSignature } from '../../src/slack-standin/signing.js';

export function wrongSecretSignature(body: string, timestamp = Math.floor(Date.now() / 1000)): { timestamp: number; signature: string } {
  return { timestamp, signature: slackSignature('not-the-signing-secret', timestamp, body) };
}

/** A timestamp Slack (and Bolt) treat as a replay: older than five minutes. */
export function staleTimestamp(nowSeconds = Math.floor(Date.now() / 1000)): number {
  return nowSeconds - 6 * 60;
}
