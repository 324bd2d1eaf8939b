import type { MoveRow } from "./load.ts";

/*
 * The log as other tables' statements read it: SQL text over a game, a player and a time or a
 * move number given as column expressions of the caller's statement (the outbox claim loads what
 * a mail tells, and drops a stale one, in the statement that takes its row).
 */

/**
 * The log from the player's own last move on, that row included (or from the start), its latest
 * `limit` rows as a JSON array (`logFromJson` orders it). Bounded by seq rather than sorted and
 * limited: the rows are read once, not again from a sorted copy.
 */
export const logSinceOwnLastMoveSql = (gameId: string, userId: string, limit: number) => `(
    SELECT json_group_array(json_object('seq', m.seq, 'kind', m.kind, 'seat', m.seat, 'userId', m.user_id, 'move', json(m.move),
      'events', json(m.events), 'undoable', m.undoable, 'createdAt', m.created_at))
    FROM moves m WHERE m.game_id = ${gameId}
      AND m.seq >= max(COALESCE((SELECT MAX(m3.seq) FROM moves m3 WHERE m3.game_id = ${gameId} AND m3.user_id = ${userId} AND m3.kind = 'move'), 0),
        (SELECT MAX(m4.seq) FROM moves m4 WHERE m4.game_id = ${gameId}) - ${limit - 1}))`;

/**
 * Whether the player wrote a log row (a move, an undo) at `since` or later: the latest row of each
 * kind, two seeks by key (`moves_player`), since a player's rows are written in time order.
 */
export const actedSinceSql = (gameId: string, userId: string, since: string) =>
  `(${(["move", "undo"] as const)
    .map(
      (kind) =>
        `coalesce((SELECT m.created_at FROM moves m WHERE m.game_id = ${gameId} AND m.user_id = ${userId} AND m.kind = '${kind}' ORDER BY m.seq DESC LIMIT 1) >= ${since}, 0)`,
    )
    .join(" OR ")})`;

/** Whether the player made a move after the log's row `seq`. */
export const movedAfterSql = (gameId: string, userId: string, seq: string) =>
  `EXISTS (SELECT 1 FROM moves m WHERE m.game_id = ${gameId} AND m.user_id = ${userId} AND m.kind = 'move' AND m.seq > ${seq})`;

type LoggedMove = Omit<MoveRow, "gameId" | "idempotencyKey" | "undoable"> & { undoable: 0 | 1 };

/** The rows `logSinceOwnLastMoveSql` gave, oldest first. */
export function logFromJson(text: string, gameId: string): MoveRow[] {
  return (JSON.parse(text) as LoggedMove[])
    .map((m): MoveRow => ({ ...m, gameId, idempotencyKey: null, undoable: m.undoable === 1 }))
    .sort((a, b) => a.seq - b.seq);
}
