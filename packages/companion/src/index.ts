/**
 * Lit web components for playing Antarctica on the table: `<antarctica-companion>` (the whole
 * app), `<antarctica-sun-tracker>` (the Sun, the ships and the turn at hand) and
 * `<antarctica-majorities>` (live majorities and scores). Import
 * `@antarctica-game/companion/define` to register them.
 *
 * @packageDocumentation
 */
export { AntarcticaCompanion } from './components/companion-app.js';
export { AntarcticaMajorities } from './components/majorities.js';
export { AntarcticaSunTracker } from './components/sun-tracker.js';
export type {
  ActionDetail,
  CompanionEventMap,
  LeaderChangedDetail,
  PhaseChangedDetail,
  ShipSailedDetail,
  SunMovedDetail,
} from './events.js';
export { loadMessages, type Messages } from './i18n/messages.js';
export type { RuleWords } from './i18n/record-messages-type.js';
export {
  type CompanionAction,
  type PlayerCountField,
  type Refusal,
  reduce,
  refusal,
} from './logic/actions.js';
export {
  FINISHED_KEY,
  type FinishedGame,
  PREFERENCES_KEY,
  type Preferences,
  type SeatChoice,
} from './logic/device.js';
export { buildingCardsInGame, type GameEnd, gameEnd } from './logic/game-end.js';
export { liveScores, sessionToSheet } from './logic/score.js';
export {
  type AreaRecord,
  LANGUAGES,
  type Language,
  newSession,
  nextPlacer,
  type Phase,
  type PlayerRecord,
  type Session,
  type SetupChoice,
  startSession,
  type TrackRecord,
} from './logic/session.js';
export {
  applyStep,
  type History,
  type HistoryStep,
  isSession,
  RECOVERED_KEY,
  type Restored,
  type RestoreProblem,
  readSaved,
  type SavedSession,
  STORAGE_KEY,
} from './logic/storage.js';
export { resultSummary } from './logic/summary.js';
export { actingSeat, canSailTo, nextSun, type UpcomingTurn, upcomingTurns } from './logic/turns.js';
export { type KeyValueStorage, SessionStore, type StoreListener } from './store/session-store.js';
export { StoreController } from './store/store-controller.js';
