import { createHmac, randomBytes } from 'node:crypto';

/** A new endpoint secret in Standard Webhooks' form: 'whsec_' and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * The Standard Webhooks headers of one attempt (https://www.standardwebhooks.com): the message id, the time in
 * seconds, and `v1,` + base64 HMAC-SHA256 of `${id}.${timestamp}.${body}` under the secret's bytes. A receiver
 * recomputes it with the secret it was shown, and refuses a timestamp too far from its clock (replays).
 */
export function signedHeaders(secret: string, id: string, body: string, at = new Date()): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000).toString();
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}
