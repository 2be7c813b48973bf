// Applying actions in the tests of the session logic (Node).
import { type CompanionAction, reduce, refusal } from '../logic/actions.js';
import type { Session } from '../logic/session.js';

/** Applies actions one after the other, failing on the first that changes nothing. */
export function play(session: Session, ...actions: CompanionAction[]): Session {
  for (const action of actions) {
    const next = reduce(session, action);
    if (next === session)
      throw new Error(`${JSON.stringify(action)} refused: ${refusal(session, action)}`);
    session = next;
  }
  return session;
}
