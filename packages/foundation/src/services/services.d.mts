/** Postgres and Redis started by {@link startServices}. */
export interface Services {
  dir: string;
  databaseUrl: string;
  redisUrl: string;
}
/** Redis alone, started by {@link startRedisService}. */
export interface RedisService {
  dir: string;
  redisUrl: string;
}
/** Installs what is missing of `names` (as root with apt-get), or throws saying how. */
export function ensureInstalled(names?: ReadonlyArray<'postgresql' | 'redis-server'>): void;
export function freePort(): Promise<number>;
export function startServices(): Promise<Services>;
/** Starts Redis alone on a free loopback port; stop it with {@link stopServices}. */
export function startRedisService(): Promise<RedisService>;
export function stopServices(dir: string): void;
/** Stops one service (an outage); resolves once it is down. */
export function stopService(services: Services, name: 'postgres' | 'redis'): Promise<void>;
/** Starts a stopped service again on its port. */
export function restartService(services: Services, name: 'postgres' | 'redis'): Promise<void>;
