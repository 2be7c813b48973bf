// A bot program for the tests of the protocol's failure handling. It plays the first legal move,
// except for the way it is told to misbehave (first argument) at its `at`-th decision of a game
// (second argument, default 1): crash, slow (never answers), illegal, garbage, badIndex,
// noHello (never greets). It writes its process id to the file named by BOT_PID_FILE, if set.
import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const [mode = 'good', at = '1'] = process.argv.slice(2);
if (process.env.BOT_PID_FILE) appendFileSync(process.env.BOT_PID_FILE, `${process.pid}\n`);
const send = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
let decisions = 0;
const log = [];
for await (const line of createInterface({ input: process.stdin })) {
  const message = JSON.parse(line);
  log.push(message.type);
  if (message.type === 'hello') {
    if (mode !== 'noHello') send({ type: 'hello', protocol: 1, name: `misbehaving ${mode}` });
  } else if (message.type === 'newGame') {
    decisions = 0;
  } else if (message.type === 'decide') {
    decisions++;
    // What a player may not see: the generator, the others' hands, the piles' order.
    const { view } = message;
    const others = view.players.filter((_, seat) => seat !== view.viewer);
    if (
      'rng' in view ||
      'edition' in view ||
      others.some(
        (player) =>
          typeof player.shipyardCards !== 'number' || typeof player.resourceCards !== 'number',
      ) ||
      Object.values(view.piles).some((pile) => Array.isArray(pile))
    )
      log.push('leak');
    const now = decisions === Number(at);
    if (now && mode === 'crash') {
      process.stderr.write('Traceback: something broke\n');
      process.exit(3);
    } else if (now && mode === 'slow') {
      setInterval(() => {}, 1000);
      await new Promise(() => {});
    } else if (now && mode === 'illegal') {
      process.stderr.write('thinking...\nchoosing a move of my own\n');
      send({ type: 'move', move: { type: 'endTurn', seat: 9 } });
    } else if (now && mode === 'garbage') process.stdout.write('e2e4\n');
    else if (now && mode === 'badIndex') send({ type: 'move', index: 999 });
    else if (mode === 'echo') send({ type: 'move', move: message.legal[0] });
    else send({ type: 'move', index: 0 });
  } else if (message.type === 'gameOver') {
    if (process.env.BOT_LOG_FILE)
      appendFileSync(
        process.env.BOT_LOG_FILE,
        `${JSON.stringify({ log, points: message.points, winners: message.winners, ended: message.ended })}\n`,
      );
    log.length = 0;
  } else if (message.type === 'quit') break;
}
