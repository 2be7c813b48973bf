/** Postgres and Redis started by {@link startServices}. */
export interface Services {
  dir: string;
  databaseUrl: string;
  redisUrl: string;
}
export function ensureInstalled(): void;
export function freePort(): Promise<number>;
export function startServices(): Promise<Services>;
export function stopServices(dir: string): void;
