export const TURNSERVER: string;
export const TURN_PORT: number;

export function coturnMissing(): string | null;
export function newTurnSecret(): string;
export function coturnConfig(options: {
  port: number;
  secret: string;
  dir: string;
  offset?: number;
}): string;

export interface RunningCoturn {
  pid: number | undefined;
  urls: string[];
  secret: string;
  apiEnv: { TURN_URLS: string; TURN_SECRET: string };
  stop(): Promise<void>;
}

export function startCoturn(options?: {
  port?: number;
  offset?: number;
  secret?: string;
  logFile?: string;
}): Promise<RunningCoturn>;
