import type { BuildingType, Deck, ShipyardCard, TrackSymbol } from '../edition/edition.js';

/**
 * What happened in a move, step by step: enough for a UI to animate it or for a game record to
 * describe it. Hidden information (which Shipyard Card someone took) is in the event; use
 * {@link playerView}'s rules before showing events to other players.
 */
export type GameEvent =
  | {
      /** The Sun moved on to the next area. */
      type: 'sunMoved';
      /** The area the Sun is now in. */
      area: number;
    }
  | {
      /** A player's turn began. */
      type: 'turnStarted';
      /** The player concerned (0 is A). */
      seat: number;
      /** The Sun's area, which the turn's ship sails from. */
      area: number;
      /** Whether it is the extra turn an Icebreaker gives. */
      icebreaker: boolean;
    }
  | {
      /** The turn's ship sailed. */
      type: 'sailed';
      /** The player concerned (0 is A). */
      seat: number;
      /** The area sailed from. */
      from: number;
      /** The area sailed to. */
      to: number;
    }
  | {
      /** A Building was built from a card. */
      type: 'built';
      /** The builder (0 is A). */
      seat: number;
      /** The area built in: the one the turn's ship sailed to. */
      area: number;
      /** The Building now standing there. */
      building: BuildingType;
      /** The pile the card came from. */
      deck: Deck;
      /** The Building Card's id (an index into `edition.buildingCards`), now the builder's. */
      card: number;
      /** Scientists the builder moved from supply into the area to build. */
      scientists: number;
    }
  | {
      /** A Resource Card stood in for a missing Building. */
      type: 'resourceCardPlayed';
      /** The player concerned (0 is A). */
      seat: number;
      /** The Resource Card's id (an index into `edition.resourceCards`). */
      card: number;
    }
  | {
      /** A ship was built at a Shipyard. */
      type: 'shipBuilt';
      /** The player concerned (0 is A). */
      seat: number;
      /** The Sun's area, where the new ship joins the end of the line. */
      area: number;
    }
  | {
      /** Scientists were recruited at a Camp. */
      type: 'recruited';
      /** The player concerned (0 is A). */
      seat: number;
      /** How many scientists went from reserve to supply. */
      scientists: number;
    }
  | {
      /** A player's cube entered a track. */
      type: 'cubeEntered';
      /** The player concerned (0 is A). */
      seat: number;
      /** The Research Track, by index (0 is the top one). */
      track: number;
      /** The space the cube entered on, from 0 for the first. */
      space: number;
    }
  | {
      /** A cube advanced on a track. */
      type: 'advanced';
      /** The player concerned (0 is A). */
      seat: number;
      /** The Research Track, by index (0 is the top one). */
      track: number;
      /** The space the cube left (0 is the first). */
      from: number;
      /** The space the cube reached. */
      to: number;
    }
  | {
      /** A cube reached a symbol space and set off its action. */
      type: 'actionTriggered';
      /** The player whose cube reached it (0 is A). */
      seat: number;
      /** The Research Track, by index (0 is the top one). */
      track: number;
      /** The symbol's space, from 0 for the first. */
      space: number;
      /** The action set off. */
      symbol: TrackSymbol;
      /** Red: the mover alone acts; blue: every player acts, the first time only. */
      color: 'red' | 'blue';
    }
  | {
      /** A Shipyard Card was played. */
      type: 'shipyardCardPlayed';
      /** The player concerned (0 is A). */
      seat: number;
      /** Which Shipyard Card. */
      card: ShipyardCard;
      /** The area the card was played on, for a card that names one. */
      area?: number;
    }
  | {
      /** A scientist went from supply into an area. */
      type: 'scientistPlaced';
      /** The player concerned (0 is A). */
      seat: number;
      /** The area that received the scientist. */
      area: number;
    }
  | {
      /** A resource went to Discarded Resources. */
      type: 'discarded';
      /** The player concerned (0 is A). */
      seat: number;
      /** What was discarded: a cube, or a ship (from Available Resources unless `ship` is set). */
      resource: 'cube' | 'ship';
      /** The area the discarded ship was in (a ship on the board only). */
      area?: number;
      /** The id of the ship taken from the board, if it was one. */
      ship?: number;
    }
  | {
      /** A player took a Shipyard Card. */
      type: 'shipyardCardTaken';
      /** The player concerned (0 is A). */
      seat: number;
      /** Which Shipyard Card (hidden information: see {@link playerView}). */
      card: ShipyardCard;
    }
  | {
      /** Too few Shipyard Cards were left for everyone: the rest went back to the box. */
      type: 'shipyardCardsBoxed';
      /** How many cards went back to the box. */
      count: number;
    }
  | {
      /** A player gained a Resource Card. */
      type: 'resourceCardGained';
      /** The player concerned (0 is A). */
      seat: number;
      /** The Resource Card's id (an index into `edition.resourceCards`). */
      card: number;
    }
  | {
      /** A ship was moved by a track action. */
      type: 'shipMoved';
      /** The player concerned (0 is A). */
      seat: number;
      /** The ship's id. */
      ship: number;
      /** The area the ship left. */
      from: number;
      /** The area the ship joined, at the end of its line. */
      to: number;
    }
  | {
      /** Shipyard Cards were drawn for a draft. */
      type: 'draftCardsDrawn';
      /** The player who triggered the draft (0 is A). */
      seat: number;
      /** The cards drawn, in any order. */
      cards: ShipyardCard[];
    }
  | {
      /** Player B's opening cube was placed (2 players). */
      type: 'openingCubePlaced';
      /** The player concerned (0 is A). */
      seat: number;
      /** The Research Track, by index (0 is the top one). */
      track: number;
    }
  | {
      /** A ship was placed at setup. */
      type: 'shipPlaced';
      /** The player concerned (0 is A). */
      seat: number;
      /** The area the ship was placed on. */
      area: number;
    }
  | {
      /** A player's turn ended. */
      type: 'turnEnded';
      /** The player concerned (0 is A). */
      seat: number;
    }
  | {
      /** The game ended. */
      type: 'gameEnded';
      /** Which end condition was met: the last scientist, the last Building, or no ships left to sail. */
      reason: 'lastScientist' | 'lastBuilding' | 'noShips';
    };
