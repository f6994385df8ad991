// Slack request signing (v0): HMAC-SHA256 of `v0:{timestamp}:{raw body}` with the signing
// secret, sent as X-Slack-Signature with X-Slack-Request-Timestamp. The stand-in's driver
// signs what it sends into the bot exactly as Slack does, so Bolt's real verification runs.
import { createHmac } from 'node:crypto';

export function slackSignature(signingSecret: string, timestampSeconds: number, rawBody: string): string {
  return `v0=${createHmac('sha256', signingSecret).update(`v0:${timestampSeconds}:${rawBody}`).digest('hex')}`;
}

export function signedHeaders(signingSecret: string, rawBody: string, timestampSeconds = Math.floor(Date.now() / 1000)): Record<string, string> {
  return {
    'x-slack-request-timestamp': String(timestampSeconds),
    'x-slack-signature': slackSignature(signingSecret, timestampSeconds, rawBody),
  };
}
