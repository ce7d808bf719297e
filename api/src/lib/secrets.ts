import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** A random URL-safe token (refresh tokens, reset tokens). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A 7-digit verification code. */
export function verificationCode(): string {
  return String(randomInt(0, 10_000_000)).padStart(7, '0');
}

/** Tokens and codes are stored as hashes only. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** argon2id with the library's defaults (hashed off the event loop). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified against when the email is unknown, so that timing does not tell which emails exist.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash || !passwordHash.startsWith('$argon2')) {
    dummyHash ??= hash('not a real password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
