// The server of the counter game (bench/counter-game.mjs) for the load bench: boardgame.io's own
// `Server` on its in-memory store with its socket transport, as `antarctica-serve` serves
// Antarctica without a database, in production mode. Prints its URL on 127.0.0.1. A client that
// connects to an unknown match id gets a new match (boardgame.io's behaviour, which the
// Antarctica server's packet filter refuses), so the bench needs no lobby calls here.
import { createRequire } from 'node:module';
import { counterGame } from './counter-game.mjs';

const require = createRequire(import.meta.url);
const { Origins, Server } = require('boardgame.io/server');

const server = Server({ games: [counterGame], origins: [Origins.LOCALHOST] });
const { appServer } = await server.run({ port: 0 });
process.stdout.write(
  `counter game on boardgame.io: http://127.0.0.1:${appServer.address().port}\n`,
);
process.once('SIGTERM', () => process.exit(0));
