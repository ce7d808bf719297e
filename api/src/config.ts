import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of the api package (api/), whatever the working directory. */
export const apiRoot = fileURLToPath(new URL('..', import.meta.url));

export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded database and its lock file (unused with DATABASE_URL). */
  dataDir: string;
  databaseUrl: string | undefined;
  corsOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  nodeEnv: string;
  jwtSecret: string | undefined;
  /** Public origin of this API, used in image URLs. */
  publicUrl: string;
  /** Origin of the shell, used in links inside emails. */
  appUrl: string;
  /** Attempts per minute on login, register, forgot, resend and verify (per IP and per account). */
  rateLimitLogin: number;
  demoSeed: boolean;
  /** Demo mode: no SMTP server and not production; emails go to a readable outbox. */
  demoMode: boolean;
  logLevel: string;
}

const DEFAULT_ORIGINS = [
  'http://localhost:3000',
  'http://127.0.0.1:3000',
  'http://localhost:3001',
  'http://localhost:3002',
  'http://localhost:3003',
  'http://localhost:3004',
];

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number (got "${value}")`);
  return n;
}

/** Reads the configuration from the environment (see docs/api.md). */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  argv: string[] = process.argv,
): Config {
  const port = positiveInt('PORT', env.PORT, 4000);
  const databaseUrl = env.DATABASE_URL || undefined;
  const smtpUrl = env.SMTP_URL || undefined;
  const nodeEnv = env.NODE_ENV || 'development';
  const dataDir = env.DATA_DIR || './data';
  const seedFlag = flag(env.DEMO_SEED);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(apiRoot, dataDir),
    databaseUrl,
    corsOrigins: env.CORS_ORIGIN
      ? env.CORS_ORIGIN.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : DEFAULT_ORIGINS,
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'CareConnect <no-reply@careconnect.test>',
    nodeEnv,
    jwtSecret: env.JWT_SECRET || undefined,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    appUrl: (env.APP_URL || 'http://localhost:3000').replace(/\/$/, ''),
    rateLimitLogin: positiveInt('RATE_LIMIT_LOGIN', env.RATE_LIMIT_LOGIN, 10),
    demoSeed: argv.includes('--seed-demo') || (seedFlag ?? !databaseUrl),
    demoMode: !smtpUrl && nodeEnv !== 'production',
    logLevel: env.LOG_LEVEL || 'info',
  };
}
