// TLS for the cluster's nginx (docs/deploy.md: TLS ends at the proxy). With a certificate the
// proxy speaks HTTPS and HTTP/2, as a clinic's does; the benchmark makes a throw-away one so that
// it measures the pages as a phone would load them there (bench/lighthouse.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';

export const OPENSSL = '/usr/bin/openssl';

/**
 * A certificate for localhost and 127.0.0.1, valid for a day, and its key, written in `dir`; with
 * the base64 SHA-256 of its public key, which Chromium can be told to trust alone
 * (--ignore-certificate-errors-spki-list).
 */
export function selfSignedCertificate(dir) {
  const cert = join(dir, 'tls-cert.pem');
  const key = join(dir, 'tls-key.pem');
  execFileSync(
    OPENSSL,
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const publicKey = execFileSync(OPENSSL, ['x509', '-in', cert, '-pubkey', '-noout']);
  const der = execFileSync(OPENSSL, ['pkey', '-pubin', '-outform', 'der'], { input: publicKey });
  const digest = execFileSync(OPENSSL, ['dgst', '-sha256', '-binary'], { input: der });
  return { cert, key, spki: digest.toString('base64') };
}

/** Why a throw-away certificate cannot be made here, or null. */
export function opensslMissing() {
  return existsSync(OPENSSL) ? null : `${OPENSSL} is missing (Debian's openssl)`;
}

/** The status of a GET of `url`, trusting the certificate in `caFile` (Node's fetch cannot). */
function statusOf(url, caFile) {
  return new Promise((resolve, reject) => {
    const ask = request(url, { ca: readFileSync(caFile), timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    ask.on('timeout', () => ask.destroy(new Error('timed out')));
    ask.on('error', reject);
    ask.end();
  });
}

/** Resolves once `url` answers 200 over TLS with the certificate in `caFile`. */
export async function waitForHttps(url, caFile, { timeoutMs = 15_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.exitCode}`);
    if ((await statusOf(url, caFile).catch(() => 0)) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
