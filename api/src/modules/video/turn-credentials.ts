// coturn's REST-API credentials (use-auth-secret): the username is "<expiry unix time>:<user id>",
// the password base64(HMAC-SHA1(secret, username)). coturn checks both with the same shared
// secret and refuses the username once its time has passed, so nothing is stored anywhere.
import { createHmac } from 'node:crypto';

export interface TurnCredentials {
  username: string;
  credential: string;
  /** Unix seconds. */
  expiresAt: number;
}

export function turnCredentials(
  secret: string,
  userId: string,
  nowMs: number,
  ttlSeconds: number,
): TurnCredentials {
  const expiresAt = Math.floor(nowMs / 1000) + ttlSeconds;
  const username = `${expiresAt}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential, expiresAt };
}
