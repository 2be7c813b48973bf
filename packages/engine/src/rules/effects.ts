import type { ShipyardCard } from '../edition/edition.js';
import type { Change } from '../state/change.js';
import { shuffle } from '../state/random.js';
import type { Effect, TrackActionEffect } from '../state/state.js';
import { NO_EFFECTS, writablePlayer, writableShipyardPile } from '../state/writable.js';
import { seatsFrom } from './board.js';
import { canResearchOn } from './research-track.js';
import { gainResourceCard } from './resource-cards.js';
import { buildShipInSunArea, hasShipMove } from './ships.js';

/** Puts effects in front of those waiting, keeping their order: they are resolved first. */
export function resolveNext(change: Change, effects: readonly Effect[]): void {
  if (effects.length === 0) return;
  const { state } = change;
  if (state.pending === NO_EFFECTS) state.pending = [...effects];
  else state.pending.unshift(...effects);
}

/**
 * Carries out waiting effects until one needs a player's decision or none is left. Actions
 * without a choice (recruit one, gain a card, build a ship) are done here.
 */
export function runEffects(change: Change): void {
  const { state } = change;
  for (;;) {
    const effect = state.pending[0];
    if (effect === undefined) return;
    if (effect.kind === 'trackAction') {
      if (!stepTrackAction(change, effect)) return;
      continue;
    }
    if (effect.kind === 'shipyardPick') {
      if (effect.seats.length > 0 && state.shipyardPile.length > 0) return;
      state.pending.shift();
      continue;
    }
    if (effect.kind === 'draftDraw') return;
    if (effect.seats.length > 0 && effect.cards.length > 0) return;
    state.pending.shift();
  }
}

/** The Shipyard draft with the cards drawn: each player from the mover on picks one. */
export function startDraft(change: Change, mover: number, cards: ShipyardCard[]): void {
  change.events?.push({ type: 'draftCardsDrawn', seat: mover, cards: [...cards] });
  resolveNext(change, [{ kind: 'draft', seats: seatsFrom(change.state, mover), cards }]);
}

/** The "advance three" options of a seat in an action for everyone: open tracks no one chose yet. */
export function advanceThreeTracks(
  change: Change | { state: Change['state'] },
  effect: TrackActionEffect,
  seat: number,
): number[] {
  const tracks: number[] = [];
  advanceThreeOptions(change.state, effect, seat, tracks);
  return tracks;
}

/** The tracks of {@link advanceThreeTracks}, appended to `tracks`; with null, whether there is one. */
function advanceThreeOptions(
  state: Change['state'],
  effect: TrackActionEffect,
  seat: number,
  tracks: number[] | null,
): boolean {
  for (let track = 0; track < state.tracks.length; track++) {
    if (!canResearchOn(state, seat, track) || effect.usedTracks.includes(track)) continue;
    if (tracks === null) return true;
    tracks.push(track);
  }
  return tracks !== null && tracks.length > 0;
}

/**
 * Does what can be done without a decision for the next seat of a track action. Returns true
 * if the effect moved on, false if that seat must now decide.
 */
function stepTrackAction(change: Change, effect: TrackActionEffect): boolean {
  const { state } = change;
  const seat = effect.seats[0];
  if (seat === undefined) {
    state.pending.shift();
    resolveNext(change, effect.deferred);
    return true;
  }
  switch (effect.symbol) {
    case 'moveShip':
      if (hasShipMove(state, seat)) return false;
      break;
    case 'advanceThree':
      if (advanceThreeOptions(state, effect, seat, null)) return false;
      break;
    case 'recruitOne': {
      if ((state.players[seat]?.reserve ?? 0) > 0) {
        const player = writablePlayer(change, seat);
        player.reserve--;
        player.supply++;
        change.events?.push({ type: 'recruited', seat, scientists: 1 });
      }
      break;
    }
    case 'gainExpertiseCard':
      gainResourceCard(change, seat, 'expertise');
      break;
    case 'gainBasicCard':
      gainResourceCard(change, seat, 'basic');
      break;
    case 'buildShip':
      effect.seats.shift();
      resolveNext(change, buildShipInSunArea(change, seat));
      return true;
    case 'shipyardDraft': {
      effect.seats.shift();
      const count = Math.min(state.players.length, state.shipyardPile.length);
      if (count === 0) return true;
      if (state.chance === 'table') {
        // A table game states which cards were turned up: the draw is a move of the mover's.
        resolveNext(change, [{ kind: 'draftDraw', seats: [seat], count }]);
        return true;
      }
      const pile = writableShipyardPile(change);
      shuffle(state, pile);
      startDraft(change, seat, pile.splice(0, count));
      return true;
    }
  }
  effect.seats.shift();
  return true;
}
