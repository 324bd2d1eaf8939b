import { sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import type { LogEvent, PlanCondition, Progress } from "../games/contract.ts";

/** Times are epoch milliseconds, always passed in by the caller (use cases take `now`). */
const time = (name: string) => integer(name).notNull();

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull().unique(),
    /** The public user name: unique ignoring case, used for invitations. */
    name: text("name").notNull(),
    nameKey: text("name_key").notNull().unique(),
    language: text("language").notNull().default("en"),
    timeZone: text("time_zone").notNull().default("UTC"),
    /** Per notification kind, the channels that carry it; kinds left out use the defaults. */
    notify: text("notify", { mode: "json" }).notNull().$type<Record<string, string[]>>().default({}),
    /** Vacation days banked (they accrue with time up to a cap) and, while on vacation, its end. */
    vacationDays: real("vacation_days").notNull().default(10),
    vacationAccruedAt: integer("vacation_accrued_at").notNull().default(0),
    vacationUntil: integer("vacation_until"),
    /** Spend banked vacation automatically instead of timing out. */
    autoVacation: integer("auto_vacation", { mode: "boolean" }).notNull().default(false),
    /** The reminder levels (hours before a deadline, of 24, 4 and 1) the player wants to be told about. */
    reminderHours: text("reminder_hours", { mode: "json" }).notNull().$type<number[]>().default([24, 4, 1]),
    /** Local hour (0–23, the profile's time zone) of the one daily digest mail, or null for immediate mails. */
    digestHour: integer("digest_hour"),
    /** Minutes a "your turn" e-mail waits, dropped if the player moves or opens the game meanwhile (0: at once). */
    turnMailGrace: integer("turn_mail_grace").notNull().default(10),
    /**
     * For one of the site's bots, its number (1 to 9): such an account plays the seats it is given
     * (`worker/match/bots.ts`), never signs in and is never notified. Null for people.
     */
    bot: integer("bot"),
    /** A guest: an account without a known address, made by "Play now"; signing in by mail makes it a person's. */
    guest: integer("guest", { mode: "boolean" }).notNull().default(false),
    /**
     * For a bot a player registered (issue 31), that player: the account plays through API tokens its
     * owner makes, has a clock like a person and is shown as a bot. Null for people and the site's bots.
     */
    ownerId: text("owner_id").references((): AnySQLiteColumn => users.id),
    createdAt: time("created_at"),
  },
  (t) => [index("users_owner").on(t.ownerId)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    /** SHA-256 of the session secret; the secret itself lives only in the cookie. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: time("created_at"),
    expiresAt: time("expires_at"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user").on(t.userId)],
);

export const signInTokens = sqliteTable("sign_in_tokens", {
  /** SHA-256 of the token mailed in the link. */
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  createdAt: time("created_at"),
  expiresAt: time("expires_at"),
  usedAt: integer("used_at"),
  /** The browser's language and time zone when the link was asked for: a new account starts with them. */
  language: text("language"),
  timeZone: text("time_zone"),
});

export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: time("window_start"),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export const GAME_STATUSES = ["open", "active", "finished", "cancelled"] as const;
export const VISIBILITIES = ["public", "invite"] as const;

export const games = sqliteTable(
  "games",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    rulesVersion: integer("rules_version").notNull(),
    options: text("options", { mode: "json" }).notNull().$type<unknown>(),
    seatCount: integer("seat_count").notNull(),
    visibility: text("visibility", { enum: VISIBILITIES }).notNull(),
    /** Secret of the shareable link that lets anybody join an invite-only game. */
    inviteCode: text("invite_code").notNull(),
    status: text("status", { enum: GAME_STATUSES }).notNull(),
    createdBy: text("created_by")
      .notNull()
      .references(() => users.id),
    timeControl: text("time_control", { mode: "json" }).notNull().$type<unknown>(),
    /** Secret until the game is over: it decides every shuffle. */
    seed: text("seed"),
    state: text("state", { mode: "json" }).$type<unknown>(),
    /**
     * Bumped by lobby changes before the start and, after it, only by rows of the move log:
     * a move expects it, so a second writer loses on the log's primary key.
     */
    version: integer("version").notNull().default(0),
    moveCount: integer("move_count").notNull().default(0),
    /** Chat messages so far; with `version` and `revision` it makes the ETag. */
    chatCount: integer("chat_count").notNull().default(0),
    /**
     * Bumped by what changes a started game's page without a move (a player's vacation starting
     * or ending, the clocks it moves), so an open tab's poll sees it; `version` stays the move
     * log's count, which the move's guard and `stillStands` rely on.
     */
    revision: integer("revision").notNull().default(0),
    /** Seats that must act now, for "my turn" lists. */
    toAct: text("to_act", { mode: "json" }).notNull().$type<number[]>().default([]),
    /** The seat that may undo the last move (it revealed nothing), if any. */
    undoSeat: integer("undo_seat"),
    /**
     * The clocks as they were before that move, while `undoSeat` may take it back: the undo puts
     * them back (worker/match/clock.ts `restoredClocks`), so a move and its undo buy no time.
     */
    undoClocks: text("undo_clocks", { mode: "json" }).$type<unknown>(),
    /** What happens to a seat whose time runs out: the bot plays that move, or plays the seat to the end. */
    timeoutPolicy: text("timeout_policy", { enum: ["bot", "drop"] })
      .notNull()
      .default("bot"),
    /** Each seat's clock (see worker/match/clock.ts). */
    clocks: text("clocks", { mode: "json" }).notNull().$type<unknown>().default({}),
    /** The earliest deadline and the earliest reminder due among the seats, for the cron's indexed sweeps. */
    nextDeadline: integer("next_deadline"),
    nextReminder: integer("next_reminder"),
    /**
     * While a bot seat must act, when its move falls due (the move that gave it the turn plus the
     * bots' pause): written with that move, so a bot chain the Worker dropped midway is found
     * again by the cron's indexed sweep (`worker/match/bots.ts`).
     */
    botDue: integer("bot_due"),
    outcome: text("outcome", { mode: "json" }).$type<unknown>(),
    /** How far the game is (the game's `progress`, e.g. round 4 of 9), written with each move for the dashboard. */
    progress: text("progress", { mode: "json" }).$type<Progress>(),
    /**
     * Once a finished game is archived, its R2 object's key: the seed, the state and the log live
     * there (worker/db/game-store/archive.ts), and this row stays as the game's summary.
     */
    archiveKey: text("archive_key"),
    createdAt: time("created_at"),
    updatedAt: time("updated_at"),
  },
  (t) => [
    index("games_status").on(t.status, t.visibility, t.createdAt),
    index("games_deadline").on(t.nextDeadline),
    index("games_reminder").on(t.nextReminder),
    index("games_bot_due").on(t.botDue),
    // Games not archived, by status and age: the archiver's sweep of finished games (`status = ?`
    // and `updated_at < ?` both in the index, no sort) stays as small as the live games.
    index("games_to_archive").on(t.status, t.updatedAt).where(sql`${t.archiveKey} IS NULL`),
  ],
);

export const seats = sqliteTable(
  "seats",
  {
    gameId: text("game_id")
      .notNull()
      .references(() => games.id),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    /** Assigned at random when the game starts. */
    seat: integer("seat"),
    joinedAt: time("joined_at"),
    /** The last move sequence number the player has seen ("since my last visit"). */
    seenSeq: integer("seen_seq").notNull().default(0),
    /** When the player last loaded the game: a "your turn" written before it is dropped at the end of its grace; a recent load means the player sits at the table. */
    openedAt: integer("opened_at"),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.userId] }),
    uniqueIndex("seats_seat").on(t.gameId, t.seat),
    index("seats_user").on(t.userId),
  ],
);

export const invitations = sqliteTable(
  "invitations",
  {
    gameId: text("game_id")
      .notNull()
      .references(() => games.id),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    invitedBy: text("invited_by")
      .notNull()
      .references(() => users.id),
    createdAt: time("created_at"),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.userId] }), index("invitations_user").on(t.userId)],
);

export const MOVE_KINDS = ["move", "undo", "timeout"] as const;

/** The append-only move log: with the game's seed it rebuilds every state. */
export const moves = sqliteTable(
  "moves",
  {
    gameId: text("game_id")
      .notNull()
      .references(() => games.id),
    seq: integer("seq").notNull(),
    kind: text("kind", { enum: MOVE_KINDS }).notNull(),
    seat: integer("seat"),
    userId: text("user_id"),
    /** The move as played; for an undo, `{ undo: seq }`. Secret until the game is over. */
    move: text("move", { mode: "json" }).notNull().$type<unknown>(),
    events: text("events", { mode: "json" }).notNull().$type<LogEvent[]>(),
    /** Whether this move may still be undone (it revealed nothing). */
    undoable: integer("undoable", { mode: "boolean" }).notNull(),
    idempotencyKey: text("idempotency_key"),
    createdAt: time("created_at"),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.seq] }),
    uniqueIndex("moves_idempotency").on(t.gameId, t.idempotencyKey),
    // A player's latest row of a kind in one game's log by key: "since my last move", "moved after", "acted since".
    index("moves_player").on(t.gameId, t.userId, t.kind, t.seq),
  ],
);

export const chat = sqliteTable(
  "chat",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    text: text("text").notNull(),
    /** The place on the board the message points at, in the game's own short form (`GameDefinition.point`). */
    point: text("point"),
    createdAt: time("created_at"),
  },
  (t) => [index("chat_game").on(t.gameId, t.id)],
);

/** "sending" marks a claimed row: a drain that dies mid-send leaves it there, never to be sent twice. */
export const OUTBOX_STATUSES = ["pending", "sending", "sent", "dead", "skipped"] as const;

/** Notifications written in the same batch as the move that causes them; drained by jobs. */
export const outbox = sqliteTable(
  "outbox",
  {
    // Not AUTOINCREMENT: that reads all of sqlite_sequence on every insert (migration 0018).
    id: integer("id").primaryKey(),
    kind: text("kind").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    gameId: text("game_id").references(() => games.id),
    payload: text("payload", { mode: "json" }).notNull().$type<unknown>(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    dueAt: time("due_at"),
    lastError: text("last_error"),
    /** Channels that already carried this row, so a retry repeats only those that failed. */
    done: text("done", { mode: "json" }).notNull().$type<string[]>().default([]),
    sentAt: integer("sent_at"),
    createdAt: time("created_at"),
    /** For a player's daily digest: when set, the row's e-mail waits for the digest at this time (its other channels went at once). */
    digestAt: integer("digest_at"),
    /** For a "your turn": until then its e-mail (and its push, when the player was at the table) waits; a row due after it is skipped if the player moved or opened the game meanwhile. */
    graceUntil: integer("grace_until"),
    /** Why a row was skipped rather than sent ("moved", "opened"). */
    skipReason: text("skip_reason"),
  },
  (t) => [index("outbox_due").on(t.status, t.dueAt)],
);

/** Browsers that agreed to web push (RFC 8030/8291): where to post and the keys to encrypt for. */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    /** Unique per user, not alone: an endpoint another account also posted stays that account's own row. */
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: time("created_at"),
  },
  (t) => [uniqueIndex("push_user_endpoint").on(t.userId, t.endpoint)],
);

/** Discord- or Slack-compatible webhooks a player registered for "your turn" and "game over". */
export const webhooks = sqliteTable(
  "webhooks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    url: text("url").notNull(),
    /** "discord" or "slack": the body shape the receiver expects. */
    flavor: text("flavor", { enum: ["discord", "slack"] }).notNull(),
    createdAt: time("created_at"),
  },
  (t) => [index("webhooks_user").on(t.userId)],
);

/**
 * A player's secret calendar feed (worker/match/calendar-feed.ts): its address holds a token made
 * from `nonce` with the server's key, stored here only as its SHA-256. The last answer's ETag and
 * how long it stays fresh let a polling calendar app cost one row read.
 */
export const calendarFeeds = sqliteTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id),
  tokenHash: text("token_hash").notNull().unique(),
  nonce: text("nonce").notNull(),
  createdAt: time("created_at"),
  etag: text("etag"),
  freshUntil: integer("fresh_until"),
});
/** What a personal API token may do (issue 31); a route declares the one it needs (`worker/http/routes.ts`). */
export const TOKEN_SCOPES = ["read", "play", "chat", "bot"] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** Personal API tokens: `Authorization: Bearer` for programs acting as the player, within their scopes. */
export const apiTokens = sqliteTable(
  "api_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    /** SHA-256 of the token; the token itself is shown once and kept nowhere. */
    hash: text("hash").notNull().unique(),
    scopes: text("scopes", { mode: "json" }).notNull().$type<TokenScope[]>(),
    createdAt: time("created_at"),
    /** Written at most once a minute, so a program polling with the token costs no write per poll. */
    lastUsedAt: integer("last_used_at"),
  },
  (t) => [index("api_tokens_user").on(t.userId)],
);

/** Development only: every mail sent, so a newcomer can click the sign-in link locally. */
export const devMail = sqliteTable("dev_mail", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  /** A turn mail's signed reply address (play by mail), so the page can answer it. */
  replyTo: text("reply_to"),
  createdAt: time("created_at"),
});

/**
 * A player's current rating per game type (OpenSkill's Weng–Lin mean and deviation, see
 * worker/match/ratings.ts). `player` is a user id, or a pseudo-player standing for a cooperative
 * game's opponent (`level:3`: the level beaten or lost to), so it references no table.
 */
export const ratings = sqliteTable(
  "ratings",
  {
    player: text("player").notNull(),
    gameType: text("game_type").notNull(),
    mu: real("mu").notNull(),
    sigma: real("sigma").notNull(),
    /** Rated games so far: the last history row's `n`. */
    games: integer("games").notNull(),
    updatedAt: time("updated_at"),
  },
  (t) => [primaryKey({ columns: [t.player, t.gameType] })],
);

/**
 * One row per player and rated game, written in the batch that finishes the game. `id` keeps the
 * order the finishing batches committed in, which a recomputation replays; `(player, type, n)`
 * being unique makes a second game finishing at the same time for the same player lose its
 * batch (it reads the ratings again and retries), so no update is ever lost.
 */
export const ratingHistory = sqliteTable(
  "rating_history",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    player: text("player").notNull(),
    gameType: text("game_type").notNull(),
    /** The player's n-th rated game of this type. */
    n: integer("n").notNull(),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id),
    muBefore: real("mu_before").notNull(),
    sigmaBefore: real("sigma_before").notNull(),
    mu: real("mu").notNull(),
    sigma: real("sigma").notNull(),
    createdAt: time("created_at"),
  },
  (t) => [
    uniqueIndex("rating_history_turn").on(t.player, t.gameType, t.n),
    uniqueIndex("rating_history_game").on(t.gameId, t.player),
  ],
);

/**
 * A league (see README, Leagues): one game type with its options and time control, divisions of
 * `divisionSize` players meeting in pods of `seats`, seasons of `seasonDays` run by the cron.
 */
export const leagues = sqliteTable("leagues", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  gameType: text("game_type").notNull(),
  options: text("options", { mode: "json" }).notNull().$type<unknown>(),
  timeControl: text("time_control", { mode: "json" }).notNull().$type<unknown>(),
  /** Seats of each league game (a pod of the division). */
  seats: integer("seats").notNull(),
  divisionSize: integer("division_size").notNull(),
  /** How often each pair of a division meets in a season (at least; see the schedule). */
  gamesPerPair: integer("games_per_pair").notNull(),
  seasonDays: integer("season_days").notNull(),
  promote: integer("promote").notNull(),
  relegate: integer("relegate").notNull(),
  /** Discord- or Slack-compatible webhook for standings and season events, with the language it posts in. */
  webhookUrl: text("webhook_url"),
  webhookFlavor: text("webhook_flavor", { enum: ["discord", "slack"] }),
  webhookLanguage: text("webhook_language"),
  createdBy: text("created_by")
    .notNull()
    .references(() => users.id),
  createdAt: time("created_at"),
});

/** Sign-ups: a member plays from the next season on; `leaving` takes effect at the end of the running season. */
export const leagueMembers = sqliteTable(
  "league_members",
  {
    leagueId: text("league_id")
      .notNull()
      .references(() => leagues.id),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    joinedAt: time("joined_at"),
    leaving: integer("leaving", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.userId] }), index("league_members_user").on(t.userId)],
);

export const SEASON_STATUSES = ["scheduled", "running", "ending", "finished"] as const;

/**
 * A league's seasons, numbered from 1. The cron moves a season scheduled → running (divisions and
 * games written in one batch guarded by this row's status and `token`) → ending (the end date
 * passed: the bots finish its games) → finished (final places written, the next season scheduled).
 */
export const leagueSeasons = sqliteTable(
  "league_seasons",
  {
    leagueId: text("league_id")
      .notNull()
      .references(() => leagues.id),
    n: integer("n").notNull(),
    status: text("status", { enum: SEASON_STATUSES }).notNull(),
    startsAt: time("starts_at"),
    endsAt: time("ends_at"),
    /** Set by the cron run whose guarded update moved the season on; that run's other statements check it. */
    token: text("token"),
  },
  (t) => [
    primaryKey({ columns: [t.leagueId, t.n] }),
    index("league_seasons_due").on(t.status, t.startsAt),
    index("league_seasons_end").on(t.status, t.endsAt),
  ],
);

/** A season's divisions: tier 1 is the top; tier t holds up to 2^(t-1) divisions. */
export const leagueDivisions = sqliteTable(
  "league_divisions",
  {
    leagueId: text("league_id")
      .notNull()
      .references(() => leagues.id),
    season: integer("season").notNull(),
    tier: integer("tier").notNull(),
    idx: integer("idx").notNull(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.season, t.tier, t.idx] })],
);

/** Who plays in which division of a season; the final place and movement are written at its end. */
export const leaguePlayers = sqliteTable(
  "league_players",
  {
    leagueId: text("league_id")
      .notNull()
      .references(() => leagues.id),
    season: integer("season").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    tier: integer("tier").notNull(),
    idx: integer("idx").notNull(),
    /** Position in the season's seeding (0 = strongest): the last tie-break. */
    seed: integer("seed").notNull(),
    finalRank: integer("final_rank"),
    movement: text("movement", { enum: ["promoted", "relegated"] }),
  },
  (t) => [
    primaryKey({ columns: [t.leagueId, t.season, t.userId] }),
    index("league_players_division").on(t.leagueId, t.season, t.tier, t.idx),
  ],
);

/** `void`: given up, it could not start (worker/leagues/cron.ts); the season no longer counts it. */
export const LEAGUE_GAME_STATUSES = ["scheduled", "started", "finished", "void"] as const;

/**
 * A season's games, scheduled when the season starts with a pre-allocated game id; the cron creates
 * and starts each at `startsAt` and marks it finished (posting the standings) once its game is over.
 */
export const leagueGames = sqliteTable(
  "league_games",
  {
    gameId: text("game_id").primaryKey(),
    leagueId: text("league_id")
      .notNull()
      .references(() => leagues.id),
    season: integer("season").notNull(),
    tier: integer("tier").notNull(),
    idx: integer("idx").notNull(),
    /** The pod's number within its division's schedule. */
    slot: integer("slot").notNull(),
    /** The pod's players (user ids); the first creates the game. */
    players: text("players", { mode: "json" }).notNull().$type<string[]>(),
    startsAt: time("starts_at"),
    status: text("status", { enum: LEAGUE_GAME_STATUSES }).notNull().default("scheduled"),
    /** Finished by the bots after the season's end date. */
    adjudicated: integer("adjudicated", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    uniqueIndex("league_games_slot").on(t.leagueId, t.season, t.tier, t.idx, t.slot),
    index("league_games_due").on(t.status, t.startsAt),
    index("league_games_season").on(t.leagueId, t.season, t.tier, t.idx),
  ],
);

/**
 * Moves planned ahead (issue 30, worker/match/plans.ts): a seat's own plans for its next turn, in
 * the order they are tried. Only their owner ever reads them; nothing of them is in the game's
 * row, version, revision or log until one is played, as the owner's move.
 */
export const plannedMoves = sqliteTable(
  "planned_moves",
  {
    id: text("id").primaryKey(),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    seat: integer("seat").notNull(),
    /** The turn it is for, as the game's `planning.turn` names it. */
    turn: text("turn").notNull(),
    /** The order the seat's plans are tried in (the first whose condition holds and which is legal is played). */
    rank: integer("rank").notNull(),
    /** The game's `PlanCondition`, or null: "if still legal". */
    condition: text("condition", { mode: "json" }).$type<PlanCondition>(),
    move: text("move", { mode: "json" }).notNull().$type<unknown>(),
    /** The game's move count when it was planned: a condition reads the moves after it. */
    since: integer("since").notNull(),
    createdAt: time("created_at"),
  },
  (t) => [index("planned_moves_game").on(t.gameId, t.seat, t.rank)],
);
