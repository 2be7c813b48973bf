import { DEFAULT_EDITION } from '@antarctica-game/engine';
import type { BotFactory } from '../bot.js';
import { BotError } from '../play/bot-error.js';
import { parseBotSpec } from '../simulation/bot-spec.js';
import { actionSpace } from './action-space.js';
import { createEnvironment, type Environment, type TimeStep } from './environment.js';
import { observationLayout } from './observation.js';

/** The version of the environment protocol (docs/bot-protocol.md, "Driving the environment"). */
export const ENVIRONMENT_PROTOCOL_VERSION = 1;

/**
 * Serves a learning environment over lines of JSON: a learner in any language writes `reset`,
 * `step`, `observe`, `layout` and `quit` messages to `input` and reads one answer per message
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
        case 'reset':
          env = environmentFor(message);
          send(stepMessage(env.reset(seedOf(message.seed))));
          break;
        case 'step':
          if (env === null) throw new BotError('no-decision', 'send reset before step');
          send(stepMessage(env.step(message.action as number)));
          break;
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
            message: `unknown message type ${JSON.stringify(message.type)}: use reset, step, observe, layout or quit`,
          });
      }
    } catch (error) {
      const code = (error as { code?: unknown }).code ?? 'bad-message';
      send({ type: 'error', code, message: (error as Error).message });
    }
  }
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

function environmentFor(message: Record<string, unknown>): Environment {
  const players = message.players ?? 2;
  const opponents = message.opponents;
  if (opponents !== undefined && !Array.isArray(opponents))
    throw new BotError('invalid-options', 'opponents must be a list of bot specs or null, by seat');
  const factories: Array<BotFactory | null> = (opponents ?? []).map((spec: unknown) => {
    if (spec === null) return null;
    if (typeof spec !== 'string')
      throw new BotError(
        'invalid-options',
        'opponents must be a list of bot specs or null, by seat',
      );
    const parsed = parseBotSpec(spec);
    if (parsed.kind !== 'builtIn')
      throw new BotError('invalid-options', 'opponents of the environment must be built-in bots');
    return parsed.create;
  });
  return createEnvironment({
    players: players as 2 | 3 | 4,
    opponents: factories,
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
