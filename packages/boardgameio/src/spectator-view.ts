import { type GameState, type PlayerView, playerView } from '@antarctica-game/engine';

/** The `viewer` of a spectator's view: no seat. */
export const SPECTATOR = -1;

const known = new WeakMap<GameState, PlayerView>();
const freeze = Object.freeze as <T>(value: T) => T;

/**
 * What every player may see: the engine's player views of all the seats, each part taken where
 * it shows the least. Each player's hand from another seat's view (counts), the Shipyard Card
 * pile from the view of a seat not choosing from it (a count), each pending effect from a view
 * that does not show a draft's cards; the rest is the same in every view. `viewer` is
 * {@link SPECTATOR}. The engine has a view per seat only; building this one from those views
 * keeps what is hidden the engine's to say. Kept per state (a state never changes).
 */
export function spectatorView(state: GameState): PlayerView {
  const found = known.get(state);
  if (found !== undefined) return found;
  const seats = state.players.length;
  const views = Array.from({ length: seats }, (_, seat) => playerView(state, seat));
  const first = views[0] as PlayerView;
  const players = first.players.map(
    (_, seat) =>
      (views[(seat + 1) % seats] as PlayerView).players[seat] as PlayerView['players'][number],
  );
  const shipyardPile =
    views.find((view) => typeof view.shipyardPile === 'number')?.shipyardPile ??
    state.shipyardPile.length;
  // A view shows an effect's hidden cards only to the seat picking: the shortest is the hidden one.
  const pending = first.pending.map((_, index) =>
    views
      .map((view) => view.pending[index] as PlayerView['pending'][number])
      .reduce((least, effect) =>
        JSON.stringify(effect).length < JSON.stringify(least).length ? effect : least,
      ),
  );
  const view: PlayerView = freeze({
    ...first,
    viewer: SPECTATOR,
    players: freeze(players),
    shipyardPile,
    pending: freeze(pending),
  });
  known.set(state, view);
  return view;
}
