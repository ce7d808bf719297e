import type { ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';

export type FrontendApp =
  'shell' | 'auth-app' | 'patient-portal' | 'doctor-portal' | 'admin-portal';

export interface SuiteAddresses {
  urls: Record<FrontendApp, string>;
  apiUrl: string;
  apiPort: number;
  env: Record<string, string>;
}

export function suiteAddresses(offset?: number): SuiteAddresses;

export interface RunningApi {
  child: ChildProcess;
  stop(): Promise<void>;
}

export function startApi(options?: {
  env?: Record<string, string>;
  port?: number;
  quiet?: boolean;
  logFile?: string;
}): Promise<RunningApi>;

export function startSuiteApi(options?: {
  apiEnv?: Record<string, string>;
  quietApi?: boolean;
  offset?: number;
  extraOrigins?: string[];
  apiLogFile?: string;
}): Promise<RunningApi>;

export function serveApps(
  names?: FrontendApp[],
  options?: { offset?: number },
): Promise<Map<FrontendApp, FastifyInstance>>;

export function startSuite(options?: {
  apiEnv?: Record<string, string>;
  quietApi?: boolean;
  offset?: number;
  extraOrigins?: string[];
  apiLogFile?: string;
}): Promise<{
  api: RunningApi;
  servers: Map<FrontendApp, FastifyInstance>;
  urls: Record<FrontendApp, string>;
  stop(): Promise<void>;
}>;
