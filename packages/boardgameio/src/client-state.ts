import { type Edition, type Move, type PlayerView, playerView } from '@antarctica-game/engine';
import { type EngineStates, engineStates } from './engine-states.js';
import { editionById } from './setup-data.js';
import { spectatorView } from './spectator-view.js';
import type { AntarcticaG } from './stored-state.js';

/** A player's view with the edition by id, as it travels to a client. */
export type ClientView = Omit<PlayerView, 'edition'> & {
  /** The id of the game's edition (look it up with the editions the client knows). */
  edition: string;
};

/**
 * `G` as a client receives it (the game's `playerView`): what that player may see, from the
 * engine's `playerView`, and the moves that player may make now. A spectator (no player id, or an
 * id that is no seat) gets the spectator view: what every player sees ({@link spectatorView}).
 */
export interface AntarcticaClientG {
  /**
   * What this player may see, the edition by id; for a spectator, what every player sees
   * (`viewer` is -1). `null` only in a `G` made by an older server.
   */
  view: ClientView | null;
  /** Every legal move of this player now (empty while another player decides). */
  legalMoves: Move[];
}

/** The seat of a boardgame.io player id, or `null` for a spectator or an id that is no seat. */
export function seatOf(playerID: string | null | undefined, players: number): number | null {
  if (typeof playerID !== 'string' || !/^(0|[1-9][0-9]?)$/.test(playerID)) return null;
  const seat = Number(playerID);
  return seat < players ? seat : null;
}

/**
 * What the player `playerID` receives of `G` (the game's `playerView`), from the engine's answers
 * about `G` (`editions` for a one-off call).
 */
export function clientStateOf(
  G: AntarcticaG,
  playerID: string | null | undefined,
  states: EngineStates | readonly Edition[],
): AntarcticaClientG {
  const seat = seatOf(playerID, G.players.length);
  const engine = Array.isArray(states) ? engineStates(states) : (states as EngineStates);
  if (seat === null) {
    const view = spectatorView(engine.stateOf(G));
    return { view: { ...view, edition: view.edition.id }, legalMoves: [] };
  }
  const view = playerView(engine.stateOf(G), seat);
  const legal = engine.legalOf(G);
  return {
    // A spread that overrides a key is V8's fast copy; a rest pattern (`{ edition, ...view }`) is not.
    view: { ...view, edition: view.edition.id },
    legalMoves: legal.length > 0 && legal[0]?.seat === seat ? legal : [],
  };
}

/**
 * The engine's {@link PlayerView} of a client's `G` (the edition object back in place), as the
 * project's bots and the engine's helpers take it.
 *
 * @throws `Error` for a `G` without a view (an older server's spectator) or an edition not among `editions`.
 */
export function playerViewOf(G: AntarcticaClientG, editions: readonly Edition[] = []): PlayerView {
  if (G.view === null) throw new Error('this G holds no view');
  const edition = editionById(G.view.edition, editions);
  if (edition === undefined) throw new Error(`the edition ${G.view.edition} is not known here`);
  return { ...G.view, edition } as PlayerView;
}

/**
 * The arguments of an engine move as its boardgame.io move takes them: the move without `type`
 * and `seat` (`{ type: 'sail', seat: 0, to: 3 }` is `client.moves.sail({ to: 3 })`).
 */
export function moveArguments(move: Move): Record<string, unknown> {
  const { type: _type, seat: _seat, ...rest } = move;
  return rest;
}
