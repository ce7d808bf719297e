import type { FastifyInstance } from 'fastify';

export interface RuntimeConfig {
  apiUrl: string;
  remotes: Record<string, string>;
}

export function runtimeConfig(env?: NodeJS.ProcessEnv): RuntimeConfig;

export function serveApp(
  app: 'shell' | 'auth-app' | 'patient-portal' | 'doctor-portal' | 'admin-portal',
  options?: {
    port?: number;
    host?: string;
    env?: NodeJS.ProcessEnv | Record<string, string>;
    log?: boolean;
    distRoot?: string;
    /** Serve TLS directly. */
    https?: { key: string | Buffer; cert: string | Buffer };
    /** Behind a TLS-terminating proxy: trust its X-Forwarded-Proto (true or its addresses). */
    trustProxy?: boolean | string | string[];
  },
): Promise<FastifyInstance>;

export function parseTrustProxy(value: string | undefined): boolean | string[];
