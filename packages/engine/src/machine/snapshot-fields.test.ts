import { describe, expect, it } from 'vitest';
import { botRandom, weightedRandomBot } from '../bots/random-bot.js';
import { legalMoves } from '../legal-moves.js';
import { createGameActor } from './game-actor.js';
import { gameMachine } from './game-machine.js';

// The actor's fast path copies xstate's snapshot fields one by one. This file (a module instance
// of its own) makes xstate's snapshots carry a field more before any actor runs, as a later
// xstate might: the fast path must then copy the whole template instead of dropping the field.
describe('snapshot fields the fast path does not know', () => {
  it('are kept: every snapshot of a game still has them, in the state the game awaits', () => {
    const resolveState = gameMachine.resolveState.bind(gameMachine);
    gameMachine.resolveState = ((config: Parameters<typeof resolveState>[0]) => ({
      ...resolveState(config),
      addedByALaterXstate: 42,
    })) as typeof gameMachine.resolveState;
    try {
      const actor = createGameActor({ players: 3, seed: 4 });
      const bot = weightedRandomBot(botRandom(4));
      for (let step = 0; step < 200; step++) {
        const snapshot = actor.getSnapshot();
        expect((snapshot as unknown as { addedByALaterXstate?: number }).addedByALaterXstate).toBe(
          42,
        );
        const legal = legalMoves(snapshot.context.game);
        if (legal.length === 0) break;
        actor.send(bot(snapshot.context.game, legal));
        expect(actor.getSnapshot().context.lastError).toBeNull();
      }
    } finally {
      gameMachine.resolveState = resolveState;
    }
  });
});
