/**
 * boardgame.io's server for Antarctica: the lobby API and socket transport, on boardgame.io's
 * in-memory store or on Postgres and Redis shared by several instances, hardened against
 * clients that send what boardgame.io 0.50 would otherwise accept.
 *
 * @packageDocumentation
 */
export { hideInitialState } from './server/hide-initial-state.js';
export type { MatchExpiry } from './server/match-expiry.js';
export {
  type FilteredSocket,
  type PacketFilterOptions,
  packetFilter,
  type RefusedPacket,
} from './server/packet-filter.js';
export { type RunningServer, type ServerOptions, startServer } from './server/start-server.js';
export type { LobbyFailure } from './server/store-outage-answer.js';
