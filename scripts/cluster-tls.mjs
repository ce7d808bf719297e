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

/**
 * A fetch for readiness checks that trusts the certificate in `caFile` (Node's own fetch cannot be
 * told to): resolves with the answer's `ok` and `status` (its body is dropped).
 */
export function fetchTrusting(caFile) {
  const ca = readFileSync(caFile);
  return (url, { signal } = {}) =>
    new Promise((resolve, reject) => {
      const ask = request(url, { ca, signal }, (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        resolve({ ok: status >= 200 && status < 300, status });
      });
      ask.on('error', reject);
      ask.end();
    });
}
