// Matches made through boardgame.io's lobby API, as any client makes them.
import type { AntarcticaSetupData } from '../../setup-data.js';

export interface Seats {
  matchID: string;
  credentials: string[];
}

async function post(url: string, body: unknown): Promise<Record<string, string>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, string>;
}

/** Creates a match on `server` and takes its seats. */
export async function createTable(
  server: string,
  players: number,
  setupData: AntarcticaSetupData,
): Promise<Seats> {
  const { matchID } = await post(`${server}/games/antarctica/create`, {
    numPlayers: players,
    setupData,
  });
  const credentials: string[] = [];
  for (let seat = 0; seat < players; seat++) {
    const joined = await post(`${server}/games/antarctica/${matchID}/join`, {
      playerID: String(seat),
      playerName: `bot ${seat}`,
    });
    credentials.push(joined.playerCredentials!);
  }
  return { matchID: matchID!, credentials };
}

/**
 * Creates `count` tables, a few at a time as players arrive at a lobby (a thousand requests at
 * once on a loaded machine end in connections closed under them), the i-th on server i mod n.
 */
export async function createTables(
  servers: string[],
  count: number,
  setupData: (index: number) => AntarcticaSetupData,
  atOnce = 8,
): Promise<Seats[]> {
  const tables: Seats[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      tables[i] = await createTable(servers[i % servers.length] ?? '', 4, setupData(i));
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, count) }, worker));
  return tables;
}
