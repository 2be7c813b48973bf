// A module bot for the tests of stopping a study: it plays the first legal move, and at the end
// of every game it waits `COUNTING_BOT_MS` milliseconds (default 10: a slow bot) and then appends
// the time to the file named by COUNTING_BOT_FILE, so that a test knows when each game finished.
import { appendFileSync } from 'node:fs';

const file = process.env.COUNTING_BOT_FILE;
const wait = Number(process.env.COUNTING_BOT_MS ?? '10');

export default function countingBot() {
  return {
    name: 'counting',
    chooseMove: (_view, legal) => legal[0],
    gameOver() {
      const until = Date.now() + wait;
      while (Date.now() < until);
      if (file) appendFileSync(file, `${Date.now()}\n`);
    },
  };
}
