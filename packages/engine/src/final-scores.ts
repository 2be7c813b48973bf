import { type ScoreResult, type ScoreSheet, scoreValidSheet } from '@antarctica-game/scoring';
import { checkGameStateArgument } from './errors/argument-guards.js';
import { asEngineError } from './errors/engine-error.js';
import { buildingCount } from './rules/board.js';
import { cubeValue } from './rules/research-track.js';
import type { GameState } from './state/state.js';

/**
 * The score sheet of a game as it stands: what players would write down at the end. Track cubes
 * are valued through the edition's numbers beside the tracks.
 */
export function scoreSheetOf(state: GameState): ScoreSheet {
  try {
    checkGameStateArgument(state, 'scoreSheetOf');
    const colors = state.players.map((player) => player.color);
    return {
      players: state.players.map((player) => ({
        color: player.color,
        ...(player.name === undefined ? {} : { name: player.name }),
        buildingCards: player.buildingCards.length,
        asteriskCards: player.buildingCards.filter(
          (card) => state.edition.buildingCards[card]?.asterisk,
        ).length,
        discardedResources: player.discarded,
      })),
      sun: state.sun,
      areas: state.areas.map((area, index) =>
        area.closed
          ? { closed: true }
          : {
              buildings: buildingCount(state, index),
              scientists: Object.fromEntries(
                area.scientists.flatMap((count, seat) =>
                  count > 0 ? [[colors[seat], count]] : [],
                ),
              ),
            },
      ),
      tracks: state.tracks.map((track, index) =>
        track.closed
          ? { closed: true }
          : {
              cubes: track.spaces
                .map((seat, space) => ({ seat, space }))
                .filter((cube) => cube.seat >= 0)
                .reverse()
                .map((cube) => ({
                  player: colors[cube.seat] ?? 'red',
                  value: cubeValue(state, index, cube.space),
                })),
            },
      ),
    };
  } catch (error) {
    throw asEngineError(error, 'scoreSheetOf');
  }
}

/**
 * Scores the game with `@antarctica-game/scoring`: areas, Research Tracks, asterisk cards and
 * discards, with the winner and its tie-breaks ("first more often" counted as the game's
 * `firstPlaceRankings` reading says). Meant for a finished game; on a game still
 * running it gives the scores as if it ended now.
 */
export function finalScores(state: GameState): ScoreResult {
  try {
    checkGameStateArgument(state, 'finalScores');
    // The sheet is built from a game state, which holds together: no need to check it again.
    return scoreValidSheet(scoreSheetOf(state), {
      firstPlaceRankings: state.rules.firstPlaceRankings,
    });
  } catch (error) {
    throw asEngineError(error, 'finalScores');
  }
}
