/**
 * The game as an xstate v5 statechart, for apps: {@link createGameActor} runs it, and persisted
 * snapshots save it. Its own entry point, so that the headless API does not load xstate.
 *
 * @packageDocumentation
 */
export {
  createGameActor,
  type GameActor,
  type GameActorOptions,
  type GameSnapshot,
  type PersistedGame,
} from './machine/game-actor.js';
export { type GameContext, gameMachine } from './machine/game-machine.js';
export type { AwaitedDecision } from './machine/routes.js';
export { statechartDiagram } from './machine/statechart-diagram.js';
