import { PostgresStore } from 'bgio-postgres';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';

/** The columns of bgio-postgres's `Games` table that each part of a fetch reads. */
const METADATA_COLUMNS = [
  'gameName',
  'players',
  'setupData',
  'gameover',
  'nextRoomID',
  'unlisted',
  'createdAt',
  'updatedAt',
];

type Row = Record<string, unknown> & { createdAt: Date; updatedAt: Date };

/** Matches whose last metadata is remembered (a few hundred bytes each), at most. */
const REMEMBERED_MATCHES = 10_000;

/**
 * bgio-postgres's store, on its own table and model, with its queries of every move made lean.
 * boardgame.io's master, for each move, fetches the metadata, then the state, then writes the
 * state with the move's log entries and the metadata (whose only change is `updatedAt`). In
 * bgio-postgres every fetch read the whole row and `setState` read it again and wrote the whole
 * log back, so that a move cost time in the length of the game so far (a 270-move game's log
 * was read three times and written once per move). Here:
 *
 * - a fetch reads only the columns asked for;
 * - `setState` appends the move's log entries in Postgres and sets `updatedAt`, in one
 *   statement, with the same rule: a state is written only over an older one (or none);
 * - `setMetadata` with the metadata this instance last read of that match, but for `updatedAt`,
 *   writes nothing: `setState` has just set `updatedAt`. Any other change is written as before.
 */
export class LeanPostgresStore extends PostgresStore {
  /** The metadata last read or written of each match, without `updatedAt` (JSON). */
  readonly #metadata = new Map<string, string>();

  #remember(matchID: string, metadata: Server.MatchData): void {
    const { updatedAt: _updatedAt, ...rest } = metadata;
    if (this.#metadata.size >= REMEMBERED_MATCHES) this.#metadata.clear();
    this.#metadata.set(matchID, JSON.stringify(rest));
  }

  override async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    const { updatedAt: _updatedAt, ...rest } = metadata;
    if (this.#metadata.get(matchID) === JSON.stringify(rest)) return;
    await super.setMetadata(matchID, metadata);
    this.#remember(matchID, metadata);
  }

  override async fetch<O extends StorageAPI.FetchOpts>(
    matchID: string,
    options: O,
  ): Promise<StorageAPI.FetchResult<O>> {
    const attributes = [
      ...(options.metadata ? METADATA_COLUMNS : []),
      ...(options.state ? ['state'] : []),
      ...(options.log ? ['log'] : []),
      ...(options.initialState ? ['initialState'] : []),
    ];
    const result: Record<string, unknown> = {};
    if (attributes.length === 0) return result as StorageAPI.FetchResult<O>;
    const match = await this.sequelize.model('Match').findByPk(matchID, { attributes, raw: true });
    const row = match as unknown as Row | null;
    if (row === null) return result as StorageAPI.FetchResult<O>;
    if (options.metadata) {
      result.metadata = {
        gameName: row.gameName,
        players: row.players || [],
        setupData: row.setupData,
        gameover: row.gameover,
        nextMatchID: row.nextRoomID,
        unlisted: row.unlisted,
        createdAt: row.createdAt.getTime(),
        updatedAt: row.updatedAt.getTime(),
      };
      this.#remember(matchID, result.metadata as Server.MatchData);
    }
    if (options.state) result.state = row.state;
    if (options.log) result.log = row.log;
    if (options.initialState) result.initialState = row.initialState;
    return result as StorageAPI.FetchResult<O>;
  }

  /** Each state's write (by its `ctx`, shared with the state the master announces): written or not. */
  readonly #writes = new WeakMap<object, Promise<boolean>>();

  /**
   * Whether the state whose `ctx` this is was written (`false`: a newer or as new state was kept),
   * once its write is over; `undefined` for a state this store was not asked to write.
   */
  written(ctx: object): Promise<boolean> | undefined {
    return this.#writes.get(ctx);
  }

  override setState(id: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    const write = this.#write(id, state, deltalog);
    this.#writes.set(
      state.ctx,
      write.then(
        (done) => done,
        () => false,
      ),
    );
    return write.then(() => undefined);
  }

  async #write(id: string, state: State, deltalog?: LogEntry[]): Promise<boolean> {
    // One statement: Postgres locks the row and looks at its state id again after any wait, so
    // of two instances writing the same state id, only the first one writes.
    const [, updated] = (await this.sequelize.query(
      `UPDATE "Games" SET "state" = $2::json,
         "log" = (COALESCE("log"::jsonb, '[]'::jsonb) || $3::jsonb)::json,
         "updatedAt" = now()
       WHERE "id" = $1 AND ("state" IS NULL OR ("state"->>'_stateID')::int < $4)`,
      { bind: [id, JSON.stringify(state), JSON.stringify(deltalog ?? []), state._stateID] },
    )) as [unknown, { rowCount?: number } | number];
    const rows = typeof updated === 'number' ? updated : (updated?.rowCount ?? 0);
    if (rows > 0) return true;
    // No row written: the stored state is as new (kept), or there is no row. As bgio-postgres,
    // a state for a match with no row makes the row.
    const model = this.sequelize.model('Match');
    if ((await model.count({ where: { id } })) > 0) return false;
    await model.create({ id, state, log: deltalog ?? [] });
    return true;
  }
}
