import type { ChildProcess } from 'node:child_process';

export const NGINX: string;
export const CLUSTER_PORT: number;
export const FIRST_INSTANCE_PORT: number;
export const REMOTES_PATH: string;

export function clusterMissing(): string | null;

export function clusterRuntimeConfig(origin: string): {
  apiUrl: string;
  remotes: Record<string, string>;
};

export interface ClusterInstance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess | null;
  up: boolean;
  stopping: boolean;
  onExit: ((child: ChildProcess) => void) | null;
  start(): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function nginxConfig(options: {
  dir: string;
  port: number;
  instances: Pick<ClusterInstance, 'port' | 'up'>[];
  origin: string;
  withApps?: boolean;
  brotli?: boolean;
  /** HTTPS and HTTP/2 with this certificate (files), and HSTS. */
  tls?: TlsFiles | null;
}): string;

/** A certificate and its key, as files. */
export interface TlsFiles {
  cert: string;
  key: string;
}

export interface Cluster {
  origin: string;
  port: number;
  dir: string;
  logs: string;
  databaseUrl: string;
  databaseDir: string;
  instances: ClusterInstance[];
  nginxPid: number | undefined;
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
  /** coturn, with `turn`: its process id and addresses. */
  turn: { pid: number | undefined; urls: string[] } | null;
  /** With `tls`: the certificate's files, and (a throw-away one) its public key's SHA-256. */
  tls: (TlsFiles & { spki?: string }) | null;
}

/** Resolves once nginx at `origin` sends a request to the instance called `name`. */
export function waitUntilRouted(
  origin: string,
  name: string,
  options?: { timeoutMs?: number },
): Promise<void>;

export function startCluster(options?: {
  count?: number;
  offset?: number;
  apiEnv?: Record<string, string>;
  withApps?: boolean;
  quiet?: boolean;
  supervise?: boolean;
  /** Starts coturn, the video visits' relay, on 127.0.0.1 (port 3478 + offset). */
  turn?: boolean;
  logDir?: string;
  /** HTTPS and HTTP/2: a certificate's files, or 'self-signed' for a throw-away one. */
  tls?: TlsFiles | 'self-signed' | null;
}): Promise<Cluster>;
