import { and, eq, sql, type SQL } from "drizzle-orm";
import type { User } from "./accounts.ts";
import { actedSinceSql, logFromJson, logSinceOwnLastMoveSql, movedAfterSql, type MoveRow } from "./game-store/index.ts";
import { prepared, preparedWrite, statement, type Db } from "./index.ts";
import { outbox, seats, users } from "./schema.ts";

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxInsert = typeof outbox.$inferInsert;

/**
 * How long a claim holds a row. A drain writes its rows' outcome within seconds (waitUntil ends
 * 30 s after the answer); a row still "sending" after this was claimed by a Worker that died
 * between claim and outcome: whether it went out is unknown, so it is not sent again but turned
 * dead, for a person to look at on /admin/outbox.
 */
export const CLAIM_LEASE = 15 * 60_000;
/** The error a row carries when its claim ran out. */
export const INTERRUPTED =
  "interrupted: claimed, but no outcome was recorded (the Worker stopped?); it may have gone out";

/** The player a notification goes to: what the channels, the digest and the texts need. */
export type Recipient = Pick<User, "id" | "email" | "name" | "language" | "timeZone" | "notify" | "digestHour">;
export type SeatName = { seat: number | null; userId: string; name: string };

/** A row taken for delivery with everything delivery reads, loaded by the statement that claimed it. */
export type ClaimedNote = {
  row: OutboxRow;
  recipient: Recipient | undefined;
  game: { id: string; type: string } | undefined;
  /** For kinds that tell what happened since the player's own last move: the log from that move on (latest `SINCE_ROWS`, oldest first) and who sits where. */
  since: { rows: MoveRow[]; seating: SeatName[] } | undefined;
  /** For a "your turn" waiting its grace: whether the player was at the table (moved, loaded the game or had it in a visible tab) within `AT_TABLE` before it was written. */
  atTable: boolean;
};

/**
 * How recently a player must have moved in the game, loaded it, or had it in a visible tab to
 * count as sitting at the table: then a "your turn" push waits the grace with the e-mail (the
 * open tab shows the turn), rather than buzzing a player who is looking at the board. A visible
 * tab says so once a minute on its 15-second poll (`tab=visible`), so it is never older than
 * 75 s while the tab is seen; once no tab is, the push goes at once within 90 s.
 */
export const AT_TABLE = 90_000;

/** Kinds whose messages tell what happened since the player's own last move. */
export const KINDS_WITH_SUMMARY = ["yourTurn", "reminder", "timedOut"] as const;
/** Log rows read for "since my last move" (the table's and the mails'): enough for every move of a round at five players. */
export const SINCE_ROWS = 200;

const SUMMARY_KINDS = KINDS_WITH_SUMMARY.map((k) => `'${k}'`).join(", ");

/**
 * What a claiming statement returns besides the row itself (RETURNING may hold subqueries): the
 * recipient, the game's type, and for the summary kinds the log from the recipient's own last
 * move on and the seating. Rows not taken for sending ("pending", or "dead" when a claim ran out)
 * load nothing.
 */
const CLAIMED = sql.raw(`*,
  CASE WHEN outbox.status = 'sending' THEN (SELECT json_object('id', u.id, 'email', u.email, 'name', u.name, 'language', u.language,
    'timeZone', u.time_zone, 'notify', json(u.notify), 'digestHour', u.digest_hour) FROM users u WHERE u.id = outbox.user_id) END AS recipient,
  CASE WHEN outbox.status = 'sending' THEN (SELECT g.type FROM games g WHERE g.id = outbox.game_id) END AS game_type,
  CASE WHEN outbox.status = 'sending' AND outbox.kind IN (${SUMMARY_KINDS}) AND outbox.game_id IS NOT NULL THEN ${logSinceOwnLastMoveSql("outbox.game_id", "outbox.user_id", SINCE_ROWS)} END AS since_log,
  CASE WHEN outbox.status = 'sending' AND outbox.kind IN (${SUMMARY_KINDS}) AND outbox.game_id IS NOT NULL THEN (SELECT json_group_array(json_object('seat', s.seat, 'userId', s.user_id, 'name', u.name))
    FROM seats s JOIN users u ON u.id = s.user_id WHERE s.game_id = outbox.game_id) END AS seating,
  CASE WHEN outbox.status = 'sending' AND outbox.grace_until IS NOT NULL THEN (
    ${actedSinceSql("outbox.game_id", "outbox.user_id", `outbox.created_at - ${AT_TABLE}`)}
    OR EXISTS (SELECT 1 FROM seats s WHERE s.game_id = outbox.game_id AND s.user_id = outbox.user_id AND s.opened_at >= outbox.created_at - ${AT_TABLE})) END AS at_table`);

/**
 * Why a row whose grace has run out is no longer worth sending: the player has moved in the game
 * since the row's move ("moved"), or has loaded the game since the row was written, or read the
 * log up to its move ("opened"); NULL otherwise. Asked only of rows with a grace (`claimDue`).
 */
const STALE_REASON = sql.raw(`CASE WHEN outbox.game_id IS NULL THEN NULL
    WHEN ${movedAfterSql("outbox.game_id", "outbox.user_id", "outbox.payload ->> 'seq'")} THEN 'moved'
    WHEN EXISTS (SELECT 1 FROM seats s WHERE s.game_id = outbox.game_id AND s.user_id = outbox.user_id
      AND (s.opened_at >= outbox.created_at OR (outbox.payload ->> 'seq' > 0 AND s.seen_seq >= outbox.payload ->> 'seq'))) THEN 'opened'
  END`);

/**
 * Notes given as a JSON array, inserted "pending" where `when` holds, the recipient's row read
 * once (joined as `u`). A "your turn" gets its grace: the later of the player's `turn_mail_grace`
 * minutes on and the note's own `graceUntil` (a bot's move: the time to see the player at the
 * table); NULL for other kinds or no grace. When e-mail is the only channel that carries the
 * player's "your turn", nothing of it can go before the grace ends, so it is due only then: no
 * drain loads it to put it back. (`instr` on the stored list, not `json_each`: each element
 * `json_each` yields counts as a row read.)
 */
function insertNotesSql(notes: SQL, when: SQL): SQL {
  return sql`
    INSERT INTO ${outbox} (kind, user_id, game_id, payload, due_at, created_at, grace_until)
    SELECT kind, user_id, game_id, payload,
      CASE WHEN grace_until IS NOT NULL AND by_email_only THEN max(due_at, grace_until) ELSE due_at END, created_at, grace_until
    FROM (SELECT value ->> 'kind' AS kind, value ->> 'userId' AS user_id, value ->> 'gameId' AS game_id, value -> 'payload' AS payload,
        value ->> 'dueAt' AS due_at, value ->> 'createdAt' AS created_at,
        CASE WHEN value ->> 'kind' = 'yourTurn' THEN nullif(max(coalesce(value ->> 'graceUntil', 0),
          CASE WHEN u.turn_mail_grace > 0 THEN value ->> 'createdAt' + u.turn_mail_grace * 60000 ELSE 0 END), 0) END AS grace_until,
        instr(coalesce(json_extract(u.notify, '$.yourTurn'), ''), '"push"') = 0
          AND instr(coalesce(json_extract(u.notify, '$.yourTurn'), ''), '"webhook"') = 0 AS by_email_only
      FROM json_each(${notes}) LEFT JOIN ${users} u ON u.id = value ->> 'userId')
    WHERE ${when}`;
}

type ClaimedRecord = {
  id: number;
  kind: string;
  user_id: string;
  game_id: string | null;
  payload: string;
  status: OutboxRow["status"];
  attempts: number;
  due_at: number;
  last_error: string | null;
  done: string;
  sent_at: number | null;
  created_at: number;
  digest_at: number | null;
  grace_until: number | null;
  skip_reason: string | null;
  recipient: string | null;
  game_type: string | null;
  since_log: string | null;
  seating: string | null;
  at_table: 0 | 1 | null;
};

function claimedNote(r: ClaimedRecord): ClaimedNote {
  const row: OutboxRow = {
    id: r.id,
    kind: r.kind,
    userId: r.user_id,
    gameId: r.game_id,
    payload: JSON.parse(r.payload) as unknown,
    status: r.status,
    attempts: r.attempts,
    dueAt: r.due_at,
    lastError: r.last_error,
    done: JSON.parse(r.done) as string[],
    sentAt: r.sent_at,
    createdAt: r.created_at,
    digestAt: r.digest_at,
    graceUntil: r.grace_until,
    skipReason: r.skip_reason,
  };
  const game = r.game_id !== null && r.game_type !== null ? { id: r.game_id, type: r.game_type } : undefined;
  const since =
    r.since_log !== null && r.seating !== null
      ? { rows: logFromJson(r.since_log, r.game_id ?? ""), seating: JSON.parse(r.seating) as SeatName[] }
      : undefined;
  return {
    row,
    recipient: r.recipient === null ? undefined : (JSON.parse(r.recipient) as Recipient),
    game,
    since,
    atTable: r.at_table === 1,
  };
}

/** The rows a claiming statement took for sending, with what their delivery needs. */
function claimedNotes(result: D1Result): ClaimedNote[] {
  return (result.results as ClaimedRecord[]).filter((r) => r.status === "sending").map(claimedNote);
}

/** How many rows a claiming statement dropped because the player had already acted on them, for the report. */
function skippedCount(result: D1Result): number {
  return (result.results as ClaimedRecord[]).filter((r) => r.status === "skipped").length;
}

/** Rows a claiming statement found whose earlier claim had run out (now dead), for the log. */
export function interruptedRows(result: D1Result): Pick<OutboxRow, "id" | "kind">[] {
  return (result.results as ClaimedRecord[])
    .filter((r) => r.status === "dead")
    .map((r) => ({ id: r.id, kind: r.kind }));
}

const claimDue = preparedWrite<{ now: number; limit: number; claimUntil: number; interrupted: string }>((db) => {
  const now = sql.placeholder("now");
  // `taken`: every row this claim touches, with why it is skipped (a pending row past its grace that is stale), worked out once a row.
  return db.run(sql`
    WITH picked AS (
      SELECT id, user_id, digest_at FROM ${outbox} WHERE status IN ('pending', 'sending') AND due_at <= ${now} ORDER BY due_at LIMIT ${sql.placeholder("limit")}
    ),
    taken AS (
      SELECT id, CASE WHEN status = 'pending' AND grace_until <= ${now} THEN ${STALE_REASON} END AS skip FROM ${outbox}
      WHERE id IN (SELECT id FROM picked)
        OR (status = 'pending' AND digest_at IS NOT NULL AND due_at <= ${now} AND user_id IN (SELECT user_id FROM picked WHERE digest_at IS NOT NULL))
    )
    UPDATE ${outbox} SET
      status = CASE WHEN status <> 'pending' THEN 'dead' WHEN taken.skip IS NOT NULL THEN 'skipped' ELSE 'sending' END,
      skip_reason = coalesce(taken.skip, skip_reason),
      attempts = attempts + (status = 'pending' AND taken.skip IS NULL),
      due_at = CASE WHEN status = 'pending' AND taken.skip IS NULL THEN ${sql.placeholder("claimUntil")} ELSE due_at END,
      last_error = CASE status WHEN 'pending' THEN last_error ELSE ${sql.placeholder("interrupted")} END
    FROM taken WHERE ${outbox}.id = taken.id
    RETURNING ${CLAIMED}`);
});

/**
 * Claims the due rows (oldest first, at most `limit`) in ONE statement that also loads what their
 * delivery needs: each is "sending", its attempt counted, held until `now + CLAIM_LEASE`. SQLite
 * runs one write at a time, so of two drains racing for a row only one takes it. A player's rows
 * held for the daily digest are taken all together (beyond `limit`), so the digest stays one mail.
 * Rows whose claim ran out are turned dead in the same statement, and a "your turn" whose grace
 * has run out is skipped, not claimed, when the player has moved or opened the game since.
 */
export async function claimDueOutboxRows(
  db: Db,
  now: number,
  limit: number,
): Promise<{ claimed: ClaimedNote[]; interrupted: Pick<OutboxRow, "id" | "kind">[]; skipped: number }> {
  const result = await claimDue(db, { now, limit, claimUntil: now + CLAIM_LEASE, interrupted: INTERRUPTED }).all();
  return { claimed: claimedNotes(result), interrupted: interruptedRows(result), skipped: skippedCount(result) };
}

/** `insertNotes`'s SQL, built once: it is on every move's path. */
const insertNotesWrite = preparedWrite<{ notes: string }>((db) =>
  db.run(insertNotesSql(sql`${sql.placeholder("notes")}`, sql`1`)),
);

/**
 * A move's notifications in one statement with fixed SQL (the rows travel as one JSON array),
 * each "pending": a drain claims them and loads what their delivery needs (the log since the
 * player's own last move, the seating), so the move reads none of it. A "your turn" gets the
 * player's grace and, sent by e-mail alone, is due when the grace ends (`insertNotesSql`).
 */
export function insertNotes(db: Db, notes: readonly OutboxInsert[]): D1PreparedStatement {
  return insertNotesWrite(db, { notes: JSON.stringify(notes) });
}

/**
 * Notifications in one statement, as `insertNotes`, written only where `when` holds: the guard
 * of the caller's batch (a start that won its race, reminders of a game no move changed).
 */
export function insertNotesWhen(db: Db, notes: readonly OutboxInsert[], when: SQL = sql`1`): D1PreparedStatement {
  return statement(db, insertNotesSql(sql`${JSON.stringify(notes)}`, when));
}

/** What became of a claimed row: sent, failed (waiting for a retry, or dead), or held for the daily digest. */
export type OutboxOutcome = {
  id: number;
  /** The claim's attempt count: an outcome is written only over the claim it belongs to. */
  claimed: number;
  status: "sent" | "pending" | "dead";
  attempts: number;
  dueAt: number;
  error: string | null;
  done: string[];
  sentAt: number | null;
  digestAt: number | null;
};

const writeOutcomes = preparedWrite<{ outcomes: string; interrupted: string }>((db) =>
  db.run(sql`
    UPDATE ${outbox} SET status = o.value ->> 'status', attempts = o.value ->> 'attempts', due_at = o.value ->> 'dueAt',
      last_error = o.value ->> 'error', done = o.value -> 'done', sent_at = o.value ->> 'sentAt', digest_at = o.value ->> 'digestAt'
    FROM json_each(${sql.placeholder("outcomes")}) AS o
    WHERE ${outbox}.id = o.value ->> 'id' AND ${outbox}.attempts = o.value ->> 'claimed'
      AND (${outbox}.status = 'sending' OR (${outbox}.status = 'dead' AND ${outbox}.last_error = ${sql.placeholder("interrupted")}))`),
);

/**
 * The outcomes of one delivery run, in one statement. A slow Worker whose claim was already
 * declared interrupted still records what really happened.
 */
export function recordOutboxOutcomes(db: Db, outcomes: readonly OutboxOutcome[]) {
  return writeOutcomes(db, { outcomes: JSON.stringify(outcomes), interrupted: INTERRUPTED }).run();
}

export async function insertOutboxRow(db: Db, row: OutboxInsert): Promise<number> {
  const inserted = await db.insert(outbox).values(row).returning({ id: outbox.id }).get();
  if (!inserted) throw new Error("outbox insert returned nothing");
  return inserted.id;
}

export function findOutboxRow(db: Db, id: number) {
  return db.select().from(outbox).where(eq(outbox.id, id)).get();
}

/** Dead rows with their user's e-mail, newest first, for the admin page. */
export function listDeadOutboxRows(db: Db, limit: number) {
  return db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      email: users.email,
      gameId: outbox.gameId,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .innerJoin(users, eq(users.id, outbox.userId))
    .where(eq(outbox.status, "dead"))
    .orderBy(sql`${outbox.id} DESC`)
    .limit(limit)
    .all();
}

/** Gives a dead row a fresh set of attempts, due now. */
export async function reviveOutboxRow(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db
    .update(outbox)
    .set({ status: "pending", attempts: 0, dueAt: now })
    .where(and(eq(outbox.id, id), eq(outbox.status, "dead")))
    .run();
  return result.meta.changes === 1;
}

export function setNotify(db: Db, userId: string, notify: Record<string, string[]>) {
  return db.update(users).set({ notify }).where(eq(users.id, userId)).run();
}

/** The channels per kind, the reminder levels wanted, the digest hour (null: immediate mails) and the turn mail's grace, in one UPDATE. */
export function setNotificationPreferences(
  db: Db,
  userId: string,
  change: {
    notify: Record<string, string[]>;
    reminderHours: number[];
    digestHour: number | null;
    turnMailGrace: number;
  },
) {
  return db.update(users).set(change).where(eq(users.id, userId)).run();
}

const seating = prepared((db) =>
  db
    .select({ seat: seats.seat, userId: seats.userId, name: users.name })
    .from(seats)
    .innerJoin(users, eq(users.id, seats.userId))
    .where(eq(seats.gameId, sql.placeholder("gameId")))
    .prepare(),
);

/** Who sits where, with their names. */
export function seatingOf(db: Db, gameId: string): Promise<SeatName[]> {
  return seating(db).all({ gameId });
}
