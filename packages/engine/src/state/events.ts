import type { BuildingType, Deck, ShipyardCard, TrackSymbol } from '../edition/edition.js';

/**
 * What happened in a move, step by step: enough for a UI to animate it or for a game record to
 * describe it. Hidden information (which Shipyard Card someone took) is in the event; use
 * {@link playerView}'s rules before showing events to other players.
 */
export type GameEvent =
  | { type: 'sunMoved'; area: number }
  | { type: 'turnStarted'; seat: number; area: number; icebreaker: boolean }
  | { type: 'sailed'; seat: number; from: number; to: number }
  | {
      type: 'built';
      seat: number;
      area: number;
      building: BuildingType;
      deck: Deck;
      card: number;
      scientists: number;
    }
  | { type: 'resourceCardPlayed'; seat: number; card: number }
  | { type: 'shipBuilt'; seat: number; area: number }
  | { type: 'recruited'; seat: number; scientists: number }
  | { type: 'cubeEntered'; seat: number; track: number; space: number }
  | { type: 'advanced'; seat: number; track: number; from: number; to: number }
  | {
      type: 'actionTriggered';
      seat: number;
      track: number;
      space: number;
      symbol: TrackSymbol;
      color: 'red' | 'blue';
    }
  | { type: 'shipyardCardPlayed'; seat: number; card: ShipyardCard; area?: number }
  | { type: 'scientistPlaced'; seat: number; area: number }
  | { type: 'discarded'; seat: number; resource: 'cube' | 'ship'; area?: number; ship?: number }
  | { type: 'shipyardCardTaken'; seat: number; card: ShipyardCard }
  | { type: 'shipyardCardsBoxed'; count: number }
  | { type: 'resourceCardGained'; seat: number; card: number }
  | { type: 'shipMoved'; seat: number; ship: number; from: number; to: number }
  | { type: 'draftCardsDrawn'; seat: number; cards: ShipyardCard[] }
  | { type: 'openingCubePlaced'; seat: number; track: number }
  | { type: 'shipPlaced'; seat: number; area: number }
  | { type: 'turnEnded'; seat: number }
  | { type: 'gameEnded'; reason: 'lastScientist' | 'lastBuilding' | 'noShips' };
