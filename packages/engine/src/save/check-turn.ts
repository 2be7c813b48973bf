import type { PlayerCount } from '../edition/edition.js';
import { shipOwner } from '../rules/board.js';
import { type Effect, SHIP_IN_BOX, SHIPS_PER_SEAT } from '../state/state.js';
import type { CheckContext } from './check-context.js';

/** The phase against the placement count and the ships placed. */
export function checkPhase({ state, players, add }: CheckContext): void {
  const order = state.edition.placementOrder[players as PlayerCount];
  const phase = state.phase;
  if (!((phase === 'over') === (state.ended !== null)))
    add(
      'ended',
      phase === 'over' ? 'a game that is over says why' : 'only a game that is over has ended',
    );
  if (!(phase !== 'openingCube' || players === 2))
    add('phase', 'only a 2-player game starts with an opening cube');
  if (!(state.placed <= order.length)) add('placed', `at most ${order.length} ships are placed`);
  if (!(phase === 'playing' || state.pending.length === 0))
    add('pending', 'effects wait only while the game is played');
  if (!((phase === 'playing') === (state.turn !== null)))
    add(
      'turn',
      phase === 'playing' ? 'a game being played has a turn' : `no turn in the ${phase} phase`,
    );
  if (phase === 'openingCube' || phase === 'placement') {
    if (state.sun !== state.edition.sunStart)
      add('sun', `during setup the Sun is in its starting area (${state.edition.sunStart})`);
    if (state.icebreakers.length > 0) add('icebreakers', 'no Icebreaker is played during setup');
    if (!(phase === 'openingCube' || state.placed < order.length))
      add('placed', 'every ship is placed: the game should be playing');
    state.players.forEach((_, seat) => {
      const placed = order.slice(0, state.placed).filter((entry) => entry === seat).length;
      let onBoard = 0;
      for (let k = 0; k < SHIPS_PER_SEAT; k++)
        if ((state.ships[seat * SHIPS_PER_SEAT + k] ?? -1) >= 0) onBoard++;
      if (!(onBoard === placed))
        add(`players[${seat}]`, `${onBoard} ships on the board during setup, but ${placed} placed`);
    });
    let cubes = 0;
    for (const track of state.tracks) for (const owner of track.spaces) if (owner >= 0) cubes++;
    if (!(cubes === (phase === 'placement' && players === 2 ? 1 : 0)))
      add('tracks', `${cubes} cubes on the tracks during setup`);
  }
}

/** The turn: its seat owns its ship, which is where the turn says; the ships built this turn. */
export function checkTurn({ state, players, add }: CheckContext): void {
  const turn = state.turn;
  if (turn === null) return;
  const shipSlots = players * SHIPS_PER_SEAT;
  if (!(turn.seat < players)) add('turn.seat', `no seat ${turn.seat}`);
  if (turn.ship >= shipSlots || shipOwner(turn.ship) !== turn.seat) {
    add('turn.ship', `ship ${turn.ship} is not a ship of seat ${turn.seat}`);
    return;
  }
  if (!(turn.from === state.sun)) add('turn.from', "a turn starts in the Sun's area");
  if (turn.to < 0) {
    if (turn.acted) add('turn.acted', 'a ship acts only after it has sailed');
    if (!(state.areas[state.sun]?.ships[0] === turn.ship))
      add(
        'turn.ship',
        `before sailing, the ship taking the turn is first in line in the Sun's area`,
      );
  } else {
    const target = state.areas[turn.to];
    if (!(target !== undefined && !target.closed && turn.to !== turn.from))
      add('turn.to', `the ship cannot have sailed to area ${turn.to}`);
  }
  // Ships built this turn: the player's own, or others' through a track action for everyone
  // (since discarded, maybe).
  const built = new Set<number>();
  turn.builtShips.forEach((ship, index) => {
    if (!(ship < shipSlots && state.ships[ship] !== SHIP_IN_BOX && !built.has(ship)))
      add(`turn.builtShips[${index}]`, `ship ${ship} cannot have been built this turn`);
    built.add(ship);
  });
}

/** Pending effects of existing seats, the first of them waiting for someone. */
export function checkPending({ state, players, add }: CheckContext): void {
  const checkEffect = (effect: Effect, path: string) => {
    const seats = new Set<number>();
    effect.seats.forEach((entry, index) => {
      if (!(entry < players)) add(`${path}.seats[${index}]`, `no seat ${entry}`);
      if (seats.has(entry)) add(`${path}.seats[${index}]`, `seat ${entry} is listed twice`);
      seats.add(entry);
    });
    switch (effect.kind) {
      case 'trackAction':
        if (!(effect.mover < players)) add(`${path}.mover`, `no seat ${effect.mover}`);
        effect.usedTracks.forEach((track, index) => {
          if (!(track < state.tracks.length && effect.usedTracks.indexOf(track) === index))
            add(`${path}.usedTracks[${index}]`, `track ${track} cannot have been chosen`);
        });
        effect.deferred.forEach((inner, index) => {
          checkEffect(inner, `${path}.deferred[${index}]`);
        });
        break;
      case 'draft':
        if (!(effect.cards.length <= players))
          add(`${path}.cards`, `a draft turns up at most ${players} cards`);
        break;
      case 'draftDraw':
        if (!(state.chance === 'table'))
          add(path, 'only a game set up from a table draws as a move');
        if (!(effect.seats.length === 1)) add(`${path}.seats`, 'one player turns the cards up');
        if (!(effect.count <= Math.min(players, state.shipyardPile.length)))
          add(
            `${path}.count`,
            `${effect.count} cards cannot be drawn from a pile of ${state.shipyardPile.length}`,
          );
        break;
      case 'shipyardPick':
        break;
    }
  };
  state.pending.forEach((effect, index) => {
    checkEffect(effect, `pending[${index}]`);
  });
  // The first effect is what the game waits for: it must be a decision of some seat.
  const first = state.pending[0];
  if (first === undefined) return;
  const waits =
    first.kind === 'trackAction'
      ? first.seats.length > 0 && (first.symbol === 'moveShip' || first.symbol === 'advanceThree')
      : first.kind === 'shipyardPick'
        ? first.seats.length > 0 && state.shipyardPile.length > 0
        : first.kind === 'draft'
          ? first.seats.length > 0 && first.cards.length > 0
          : first.seats.length > 0;
  if (!waits) add('pending[0]', 'the first pending effect waits for no one');
}
