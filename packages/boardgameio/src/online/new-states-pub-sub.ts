import { announcedState } from './announced-state.js';

type Callback = (payload: unknown) => void;

/**
 * boardgame.io's in-memory pub/sub (one instance, no Redis), which announces a state only when a
 * move or event made it. boardgame.io's master announces whatever its reducer returned, a
 * refused move's unchanged state too (with no new log entry): each refusal was one frame more to
 * every client of the match (40 refusals, 40 frames each). A state no newer than the last one
 * announced is dropped too. Messages that hold no state (match data, chat) pass as before.
 */
export class NewStatesPubSub {
  readonly #callbacks = new Map<string, Callback[]>();
  readonly #last = new Map<string, number>();

  publish(channelId: string, payload: unknown): void {
    const callbacks = this.#callbacks.get(channelId);
    if (callbacks === undefined) return;
    const state = announcedState(payload);
    if (state !== undefined) {
      const stateID = state._stateID ?? -1;
      if ((state.deltalog?.length ?? 0) === 0 || stateID <= (this.#last.get(channelId) ?? -1))
        return;
      this.#last.set(channelId, stateID);
    }
    for (const callback of callbacks) callback(payload);
  }

  subscribe(channelId: string, callback: Callback): void {
    const callbacks = this.#callbacks.get(channelId) ?? [];
    callbacks.push(callback);
    this.#callbacks.set(channelId, callbacks);
  }

  unsubscribeAll(channelId: string): void {
    this.#callbacks.delete(channelId);
    this.#last.delete(channelId);
  }
}
