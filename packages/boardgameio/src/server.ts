/**
 * boardgame.io's server for Antarctica: the lobby API and socket transport, on boardgame.io's
 * in-memory store or on Postgres and Redis shared by several instances, hardened against
 * clients that send what boardgame.io 0.50 would otherwise accept.
 *
 * @packageDocumentation
 */
export { hideInitialState } from './online/hide-initial-state.js';
export type { MatchExpiry } from './online/match-expiry.js';
export {
  type FilteredSocket,
  type PacketFilterOptions,
  packetFilter,
  type RefusedPacket,
} from './online/packet-filter.js';
export { type RunningServer, type ServerOptions, startServer } from './online/start-server.js';
export type { LobbyFailure } from './online/store-outage-answer.js';
