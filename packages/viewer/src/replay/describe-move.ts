// A move in words, as a person watching the game would say it ("B sails to area 5 and builds a
// Factory"): read by the replay viewer's move line and announced to screen readers.
import type { GameState, Move, ShipyardCard } from '@antarctica-game/engine';
import { BUILDINGS, DECK_NAMES, ordinal, SHIPYARD_CARD_NAMES, seatLetter } from '../board/names.js';

/** A move with the state before it and, when known, the state after it. */
export interface MoveInContext {
  /** The state the move was played in. */
  before: GameState;
  /** The move. */
  move: Move;
  /** The state after the move; lets a recruit say how many scientists came. */
  after?: GameState;
}

const track = (index: number) => `Research Track ${index + 1}`;

/** The place in line of a ship, and its area, in a state. */
function shipAt(state: GameState, ship: number): string {
  const area = state.ships[ship] ?? -1;
  const place = state.areas[area]?.ships.indexOf(ship) ?? -1;
  return `the ${ordinal(place + 1)} ship in area ${area + 1}`;
}

/**
 * What a move does, without its subject: "sails to area 5", "builds a Factory in area 5 (Basic
 * pile, 2 points on Research Track 3)".
 */
export function movePhrase({ before, move, after }: MoveInContext): string {
  switch (move.type) {
    case 'placeOpeningCube':
      return `places the opening cube on ${track(move.track)}`;
    case 'placeShip':
      return `places a ship in area ${move.area + 1}`;
    case 'sail':
      return `sails to area ${move.to + 1}`;
    case 'build':
      return buildPhrase(before, move);
    case 'buildShip':
      return 'builds a ship';
    case 'recruit': {
      const seat = move.seat;
      const gained =
        after === undefined
          ? undefined
          : (after.players[seat]?.supply ?? 0) - (before.players[seat]?.supply ?? 0);
      return gained === undefined
        ? 'recruits scientists'
        : `recruits ${gained} scientist${gained === 1 ? '' : 's'}`;
    }
    case 'research':
      return `researches on ${track(move.track)}`;
    case 'playIcebreaker':
      return `plays an Icebreaker on area ${move.area + 1}`;
    case 'playPlaceScientist':
      return 'plays Place a Scientist';
    case 'playPlusTwoScientists':
      return 'plays +2 Scientists';
    case 'playFastResearch':
      return `plays Fast Research on ${track(move.track)}`;
    case 'discard':
      if ('ship' in move) return `discards ${shipAt(before, move.ship)}`;
      return move.resource === 'cube'
        ? 'discards a cube'
        : 'discards a ship from Available Resources';
    case 'endTurn':
      return 'ends the turn';
    case 'moveShip':
      return `moves ${shipAt(before, move.ship)} to area ${move.to + 1}`;
    case 'advance':
      return `advances three on ${track(move.track)}`;
    case 'takeShipyardCard':
      return `takes ${shipyardCard(move.card)}`;
    case 'draftPick':
      return `picks ${shipyardCard(move.card)} in the draft`;
    case 'drawDraftCards':
      return `turns up ${listed(move.cards.map((card) => SHIPYARD_CARD_NAMES[card]))} for the draft`;
    case 'pass':
      return 'passes';
  }
}

function buildPhrase(before: GameState, move: Extract<Move, { type: 'build' }>): string {
  const pile = before.piles[move.deck];
  const card = before.edition.buildingCards[pile[pile.length - 1] ?? -1];
  const where = before.turn !== null && before.turn.to >= 0 ? ` in area ${before.turn.to + 1}` : '';
  const what = card === undefined ? 'a Building' : article(BUILDINGS[card.builds][0]);
  const points =
    move.track === null
      ? ', no Research Track takes its points'
      : card !== undefined && card.research > 0
        ? `, ${card.research} point${card.research === 1 ? '' : 's'} on ${track(move.track)}`
        : '';
  const resource = move.resourceCard === undefined ? '' : ', with a Resource Card';
  return `builds ${what}${where} (${DECK_NAMES[move.deck]} pile${points}${resource})`;
}

/** "an Icebreaker", "a Fast Research card". */
const shipyardCard = (card: ShipyardCard) =>
  card === 'icebreaker' ? 'an Icebreaker' : `a ${SHIPYARD_CARD_NAMES[card]} card`;

/** "a Factory", "an Inland Research Center". */
const article = (name: string) => `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;

/** "x", "x and y", "x, y and z". */
function listed(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** A move in words with its player: "B sails to area 5". */
export function describeMove(step: MoveInContext): string {
  return `${seatLetter(step.move.seat)} ${movePhrase(step)}`;
}

/**
 * Several moves in words, the moves of one player in a row joined: "B sails to area 5 and
 * builds a Camp in area 5 (Basic pile, 1 point on Research Track 2); C takes an Icebreaker".
 */
export function describeMoves(steps: readonly MoveInContext[]): string {
  const groups: Array<{ seat: number; phrases: string[] }> = [];
  for (const step of steps) {
    const last = groups[groups.length - 1];
    if (last !== undefined && last.seat === step.move.seat) last.phrases.push(movePhrase(step));
    else groups.push({ seat: step.move.seat, phrases: [movePhrase(step)] });
  }
  return groups.map((group) => `${seatLetter(group.seat)} ${listed(group.phrases)}`).join('; ');
}
