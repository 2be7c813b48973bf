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
/** Stops one service (an outage); resolves once it is down. */
export function stopService(services: Services, name: 'postgres' | 'redis'): Promise<void>;
/** Starts a stopped service again on its port. */
export function restartService(services: Services, name: 'postgres' | 'redis'): Promise<void>;
