import { currentDecision, DEFAULT_EDITION } from '@antarctica-game/engine';
import type { BotFactory } from '../bot.js';
import { BotError } from '../play/bot-error.js';
import { closeCommandBots } from '../protocol/command-spec.js';
import { loadBotModules } from '../protocol/module-bot.js';
import { checkBotPrograms, parseBotSpec } from '../simulation/bot-spec.js';
import { actionName, actionSpace } from './action-space.js';
import { createEnvironment, type Environment, type TimeStep } from './environment.js';
import { observationLayout } from './observation.js';

/** The version of the environment protocol (docs/bot-protocol.md, "Driving the environment"). */
export const ENVIRONMENT_PROTOCOL_VERSION = 1;

/**
 * Serves a learning environment over lines of JSON: a learner in any language writes `reset`,
 * `step`, `action`, `observe`, `layout` and `quit` messages to `input` and reads one answer per message
 * from `output` (docs/bot-protocol.md). A bad message gets an `error` answer and the session goes
 * on. Resolves when `input` ends or `quit` arrives.
 */
export async function serveEnvironment(
  input: AsyncIterable<string | Uint8Array>,
  output: { write(text: string): unknown },
): Promise<void> {
  const send = (message: object): void => {
    output.write(`${JSON.stringify(message)}\n`);
  };
  const space = actionSpace(DEFAULT_EDITION);
  const layout = observationLayout(DEFAULT_EDITION);
  send({
    type: 'hello',
    protocol: ENVIRONMENT_PROTOCOL_VERSION,
    name: 'antarctica-env',
    actions: space.size,
    observationSize: layout.size,
    observationVersion: layout.version,
  });
  let env: Environment | null = null;
  // The programs of `cmd:` opponents already checked to start (once a session).
  const checked = new Set<string>();
  try {
    await serve();
  } finally {
    closeCommandBots();
  }

  async function serve(): Promise<void> {
    for await (const line of lines(input)) {
      if (line.trim() === '') continue;
      let message: Record<string, unknown>;
      try {
        const parsed: unknown = JSON.parse(line);
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
          throw new BotError('invalid-options', 'a message must be a JSON object');
        message = parsed as Record<string, unknown>;
      } catch (error) {
        send({ type: 'error', code: 'bad-message', message: (error as Error).message });
        continue;
      }
      if (message.type === 'quit') break;
      try {
        switch (message.type) {
          case 'reset': {
            // A reset that fails keeps the game before it: the new one replaces it only once set up.
            const next = await environmentFor(message, checked);
            const step = next.reset(seedOf(message.seed));
            env = next;
            send(stepMessage(step));
            break;
          }
          case 'step':
            if (env === null) throw new BotError('no-decision', 'send reset before step');
            send(stepMessage(env.step(actionOf(message.action))));
            break;
          case 'action': {
            // OpenSpiel's action_to_string: the name and the move of an action for a seat (default:
            // the seat that decides now, else 0).
            const action = actionOf(message.action);
            const seat =
              message.seat === undefined
                ? Math.max(0, env === null ? 0 : currentSeat(env))
                : checkSeat(message.seat, env?.state.players.length ?? 4);
            send({
              type: 'action',
              action,
              seat,
              name: actionName(space, action, seat),
              move: space.decode(action, seat),
            });
            break;
          }
          case 'observe':
            if (env === null) throw new BotError('no-decision', 'send reset before observe');
            send({
              type: 'observation',
              seat: message.seat,
              observation: env.observe(checkSeat(message.seat, env.state.players.length)),
            });
            break;
          case 'layout':
            send({ type: 'layout', actions: space, observation: layout });
            break;
          default:
            send({
              type: 'error',
              code: 'bad-message',
              message: `unknown message type ${JSON.stringify(message.type)}: use reset, step, action, observe, layout or quit`,
            });
        }
      } catch (error) {
        const code = (error as { code?: unknown }).code ?? 'bad-message';
        send({ type: 'error', code, message: (error as Error).message });
      }
    }
  }
}

/**
 * An action as sent: a whole number, or its digits as a string (`"13"`, as some JSON writers
 * give numbers); anything else is refused with `invalid-options`.
 */
function actionOf(action: unknown): number {
  if (typeof action === 'string' && /^\s*\d+\s*$/.test(action)) return Number(action);
  if (typeof action === 'number' && Number.isInteger(action)) return action;
  throw new BotError(
    'invalid-options',
    `action must be a whole number (or its digits as a string), not ${JSON.stringify(action) ?? 'nothing'}`,
  );
}

function currentSeat(env: Environment): number {
  const decision = currentDecision(env.state);
  return 'seat' in decision ? decision.seat : 0;
}

/** The lines of a stream of text or bytes (UTF-8), without their line ends. */
async function* lines(input: AsyncIterable<string | Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let rest = '';
  for await (const chunk of input) {
    rest += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    let end = rest.indexOf('\n');
    while (end >= 0) {
      yield rest.slice(0, end).replace(/\r$/, '');
      rest = rest.slice(end + 1);
      end = rest.indexOf('\n');
    }
  }
  rest += decoder.decode();
  if (rest !== '') yield rest;
}

/**
 * The environment a `reset` asks for. Opponents are bot specs as `antarctica-sim` reads them:
 * built-in bots, `cmd:` programs (each checked to start once a session) and JavaScript modules.
 */
async function environmentFor(
  message: Record<string, unknown>,
  checked: Set<string>,
): Promise<Environment> {
  const players = message.players ?? 2;
  const opponents = message.opponents;
  const bad = () =>
    new BotError('invalid-options', 'opponents must be a list of bot specs or null, by seat');
  if (opponents !== undefined && opponents !== null && !Array.isArray(opponents)) throw bad();
  const specs = (opponents ?? []) as unknown[];
  if (specs.some((spec) => spec !== null && typeof spec !== 'string')) throw bad();
  const named = specs.filter((spec): spec is string => typeof spec === 'string');
  await loadBotModules(named);
  const unchecked = named.filter((spec) => !checked.has(spec));
  checkBotPrograms(unchecked);
  for (const spec of unchecked) checked.add(spec);
  const factories: Array<BotFactory | null> = specs.map((spec) =>
    spec === null ? null : parseBotSpec(spec as string).create,
  );
  return createEnvironment({
    players: players as 2 | 3 | 4,
    opponents: factories,
    // Each time step is written out as JSON at once: its arrays need not outlive it.
    reuseArrays: true,
    ...(message.reward === undefined ? {} : { reward: message.reward as 'winShare' | 'margin' }),
    ...(message.maxMoves === undefined ? {} : { maxMoves: message.maxMoves as number }),
    ...(message.rules === undefined ? {} : { rules: message.rules as object }),
  });
}

function seedOf(seed: unknown): number | string {
  if (typeof seed === 'number' || typeof seed === 'string') return seed;
  // Required: a default seed would silently give the same game at every reset.
  if (seed === undefined)
    throw new BotError('invalid-options', 'reset needs a seed (a number or a string)');
  throw new BotError('invalid-options', 'seed must be a number or a string');
}

function checkSeat(seat: unknown, players: number): number {
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= players)
    throw new BotError('invalid-options', `seat must be a whole number from 0 to ${players - 1}`);
  return seat;
}

/** A time step as sent: the legal actions only (the mask is built from them). */
function stepMessage(step: TimeStep): object {
  const { mask: _mask, ...rest } = step;
  return { type: 'step', ...rest };
}
