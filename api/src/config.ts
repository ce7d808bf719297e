import { isIP } from 'node:net';
import { hostname } from 'node:os';
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
  /** Signing secret of access tokens; in demo mode a generated one is kept in the database when unset. */
  jwtSecret: string | undefined;
  /** Public origin of this API, used in image URLs. */
  publicUrl: string;
  /** Origin of the shell, used in links inside emails. */
  appUrl: string;
  /**
   * Attempts per minute on register, forgot, resend, verify and reset (per address and per
   * account), and on login per (account, address) pair (3 times as many per address).
   */
  rateLimitLogin: number;
  /** Failed sign-ins of one account before each further attempt waits; the first wait, the longest. */
  signInSlowdown: {
    freeFailures: number;
    delayMs: number;
    maxDelayMs: number;
    /** How a wait is waited (tests record the waits the server chose; never set from the env). */
    sleep?: (ms: number) => Promise<void>;
  };
  /** Photo uploads per minute per user. */
  rateLimitUpload: number;
  /**
   * How many times the allowances of writes that reach another person (messages, appointments,
   * care requests, emergency access…; plugins/rate-limit.ts WRITE_LIMITS) a user gets. Default 1.
   */
  rateLimitWrites: number;
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address: false (none, the
   * default), true (any), or the proxies' addresses and CIDR ranges.
   */
  trustProxy: boolean | string[];
  /** Seed the demo accounts and data on an empty database (demo mode only). */
  demoSeed: boolean;
  /**
   * Demo mode, only with DEMO_MODE=1: demo accounts, a generated JWT secret, and (without
   * SMTP_URL) an outbox that anyone can read by address.
   */
  demoMode: boolean;
  logLevel: string;
  /**
   * This instance's name, answered by /readyz (INSTANCE_NAME; default `<host name>:<process id>`),
   * so that behind a proxy one can tell which instance answered.
   */
  instanceName: string;
  /** The live stream's keep-alive interval (ms; tests shorten it). Default 25 s. */
  streamPingMs?: number;
  /** The longest a live stream stays open (ms). Default 15 minutes. */
  streamMaxMs?: number;
  /** Appointment reminders, sent from the job queue (see docs/decisions/reminders-job-queue.md). */
  reminders: ReminderSettings;
  /**
   * TEST_CLOCK=1 (demo mode only): the app's clock can be set by an administrator through
   * PUT /api/dev/clock, for browser tests of what happens later (reminders).
   */
  testClock?: boolean;
  /**
   * How long a chat message may stay unread before its recipient gets an email about it, in
   * seconds (MESSAGE_EMAIL_DELAY_SECONDS; default 10 minutes). The email copies go from the same
   * worker switch as reminders (REMINDERS=0 turns both off).
   */
  messageEmailDelaySeconds: number;
  /**
   * The clinic requires a second factor of doctors too (SECOND_FACTOR_FOR_DOCTORS=1; default off).
   * Administrators always need one; in demo mode the demo accounts are exempt.
   */
  secondFactorForDoctors: boolean;
  /**
   * The TURN relay of video visits (TURN_URLS, comma-separated, and TURN_SECRET, coturn's
   * static-auth-secret): unset, calls use direct connections only. Credentials last
   * TURN_TTL_SECONDS (default 1 hour).
   */
  turn?: { urls: string[]; secret: string; ttlSeconds: number };
}

export interface ReminderSettings {
  /** Run the job queue with this process (REMINDERS=0 turns it off, e.g. for a web-only instance). */
  enabled: boolean;
  /** How often a worker asks the queue for due jobs, in seconds (at least 0.5). */
  pollSeconds: number;
  /** The first retry of a failed send waits this long, each next one about twice as long. */
  retryDelaySeconds: number;
  /** The longest wait between two tries. */
  retryDelayMaxSeconds: number;
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

/** TRUST_PROXY: `true`, `false`, or comma-separated addresses / CIDR ranges of the proxies. */
export function parseTrustProxy(value: string | undefined): boolean | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const named = ['loopback', 'linklocal', 'uniquelocal'].includes(entry);
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && rest.length === 0);
    if (!named && (!isIP(address) || !prefixOk))
      throw new Error(
        `TRUST_PROXY must be true, false or the proxies' addresses/CIDR ranges (got "${entry}")`,
      );
  }
  return entries;
}

function positiveNumber(name: string, value: string | undefined, fallback: number, min: number) {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min)
    throw new Error(`${name} must be a number of at least ${min} (got "${value}")`);
  return n;
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number (got "${value}")`);
  return n;
}

function turnOf(env: NodeJS.ProcessEnv): Config['turn'] {
  const urls = (env.TURN_URLS ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  const secret = env.TURN_SECRET ?? '';
  if (urls.length === 0 && !secret) return undefined;
  if (urls.length === 0 || secret.length < 16)
    throw new Error('Video visits need both TURN_URLS and TURN_SECRET (at least 16 characters).');
  for (const url of urls)
    if (!/^turns?:[^\s]+$/.test(url))
      throw new Error(`TURN_URLS must be turn: or turns: addresses (got "${url}")`);
  return {
    urls,
    secret,
    ttlSeconds: positiveInt('TURN_TTL_SECONDS', env.TURN_TTL_SECONDS, 3600),
  };
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
  const demoMode = flag(env.DEMO_MODE) === true;
  const seedAsked = argv.includes('--seed-demo') || seedFlag === true;
  if (seedAsked && !demoMode)
    throw new Error(
      'DEMO_SEED and --seed-demo need DEMO_MODE=1: the demo accounts share a published password.',
    );
  const testClock = flag(env.TEST_CLOCK) === true;
  if (testClock && !demoMode)
    throw new Error('TEST_CLOCK needs DEMO_MODE=1: a clock anyone may set is for tests only.');
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
    signInSlowdown: {
      freeFailures: positiveInt('RATE_LIMIT_LOGIN', env.RATE_LIMIT_LOGIN, 10),
      delayMs: 1000,
      maxDelayMs: 10_000,
    },
    rateLimitUpload: positiveInt('RATE_LIMIT_UPLOAD', env.RATE_LIMIT_UPLOAD, 5),
    rateLimitWrites: positiveInt('RATE_LIMIT_WRITES', env.RATE_LIMIT_WRITES, 1),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    demoSeed: demoMode && (argv.includes('--seed-demo') || (seedFlag ?? !databaseUrl)),
    demoMode,
    logLevel: env.LOG_LEVEL || 'info',
    instanceName: env.INSTANCE_NAME?.trim() || `${hostname()}:${process.pid}`,
    turn: turnOf(env),
    reminders: {
      enabled: flag(env.REMINDERS) ?? true,
      pollSeconds: positiveNumber('REMINDER_POLL_SECONDS', env.REMINDER_POLL_SECONDS, 5, 0.5),
      retryDelaySeconds: positiveInt('REMINDER_RETRY_SECONDS', env.REMINDER_RETRY_SECONDS, 60),
      retryDelayMaxSeconds: 3600,
    },
    testClock,
    messageEmailDelaySeconds: positiveInt(
      'MESSAGE_EMAIL_DELAY_SECONDS',
      env.MESSAGE_EMAIL_DELAY_SECONDS,
      600,
    ),
    secondFactorForDoctors: flag(env.SECOND_FACTOR_FOR_DOCTORS) ?? false,
  };
}

export const MIN_JWT_SECRET_LENGTH = 32;

/** Words of the placeholders in examples and templates ("change-me", "your_secret_here"…). */
const PLACEHOLDER_WORDS =
  /changeme|changethis|replace|yoursecret|yourjwt|secrethere|placeholder|example|default/;

/** A secret anyone could guess: short, a template's placeholder, or a few characters repeated. */
export function isWeakSecret(secret: string): boolean {
  const letters = secret.toLowerCase().replace(/[^a-z0-9]/g, '');
  return (
    secret.length < MIN_JWT_SECRET_LENGTH ||
    PLACEHOLDER_WORDS.test(letters) ||
    new Set(secret).size < 10
  );
}

/**
 * Why the server must not start with this configuration, or an empty list. Outside demo mode
 * emails must really be sent (an outbox nobody reads would hide codes and reset links) and the
 * token secret must be given and unguessable (a generated one kept in the database is only for
 * the demo).
 */
export function configProblems(config: Config): string[] {
  if (config.demoMode) return [];
  const problems: string[] = [];
  if (config.testClock)
    problems.push('TEST_CLOCK needs DEMO_MODE=1: a clock anyone may set is for tests only.');
  if (!config.smtpUrl)
    problems.push(
      'SMTP_URL is not set: set it to the mail server that sends verification codes and reset links, ' +
        'or set DEMO_MODE=1 for a local demo (demo accounts, emails kept in a readable outbox).',
    );
  const secret = config.jwtSecret;
  if (!secret)
    problems.push(
      `JWT_SECRET is not set: set it to a random secret of at least ${MIN_JWT_SECRET_LENGTH} characters ` +
        '(e.g. the output of `openssl rand -base64 48`), or set DEMO_MODE=1 for a local demo.',
    );
  else if (isWeakSecret(secret))
    problems.push(
      `JWT_SECRET is a placeholder or too short: use a random secret of at least ${MIN_JWT_SECRET_LENGTH} characters ` +
        '(e.g. the output of `openssl rand -base64 48`).',
    );
  return problems;
}

/** Throws with every reason the server must not start (see configProblems). */
export function assertStartable(config: Config): void {
  const problems = configProblems(config);
  if (problems.length > 0)
    throw new Error(`CareConnect API cannot start:\n- ${problems.join('\n- ')}`);
}
