import { OpenAPIHono } from "@hono/zod-openapi";
import * as z from "zod";
import { LANGUAGES } from "../context.ts";
import type { AppEnv } from "./env.ts";
import { errorBody } from "./errors.ts";

/** Every sub-app answers invalid input with the error envelope and the zod issues' field paths. */
export function router() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const issues = result.error.issues.map((i) => ({
          path: i.path.map((p) => (typeof p === "number" ? p : String(p))),
          message: i.message,
        }));
        return c.json(errorBody("INVALID_REQUEST", { issues }), 400);
      }
      return undefined;
    },
  });
}

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

export const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

/** A game or a user in a path: both ids are twelve letters and digits (`randomId`). */
export const IdParam = z.object({
  id: z
    .string()
    .regex(/^[0-9a-z]{12}$/)
    .openapi({ param: { name: "id", in: "path" }, example: "k3v9x2m7q0ab" }),
});

export const Language = z.enum(LANGUAGES);

/** An IANA time zone the runtime knows (aliases such as Europe/Kiev included). */
export const TimeZone = z
  .string()
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { message: "an IANA time zone such as Europe/Prague" },
  );

export const User = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string().openapi({ description: "Empty for a guest" }),
    language: z.string(),
    timeZone: z.string(),
    guest: z
      .literal(true)
      .optional()
      .openapi({ description: 'A guest ("Play now"): no address, bots only, until it signs in by mail' }),
  })
  .openapi("User");

const BOT_DESCRIPTION =
  "The bot's number when a bot of the site plays the seat: its name is the game's bot with that number (in English \"<game> bot 2\"), in the reader's language";

const OWNED_BY_DESCRIPTION =
  "For a bot account a player registered and runs over the API: that player's name (the seat is a bot's, with a clock like a person's)";

export const Player = z.object({
  userId: z.string(),
  name: z.string(),
  bot: z.number().optional().openapi({ description: BOT_DESCRIPTION }),
  ownedBy: z.string().optional().openapi({ description: OWNED_BY_DESCRIPTION }),
  seat: z.number().optional(),
  vacationUntil: z.number().optional().openapi({
    description:
      "The end of the player's latest vacation (in the past once it is over): their clocks stand still until then",
  }),
});

/** OpenSkill's mean and deviation: the displayed rating is `mu`, its uncertainty `sigma`. */
export const RatingChange = z
  .object({
    player: z
      .string()
      .openapi({ description: "A user id, or `level:n` for the level a cooperative game was played against" }),
    n: z.number().openapi({ description: "The player's n-th rated game of this type" }),
    muBefore: z.number(),
    sigmaBefore: z.number(),
    mu: z.number(),
    sigma: z.number(),
    provisional: z.boolean().openapi({ description: "Still few rated games of this type" }),
  })
  .openapi("RatingChange");

const GameStatus = z.enum(["open", "active", "finished", "cancelled"]);

export const Game = z
  .object({
    id: z.string(),
    type: z.string(),
    status: GameStatus,
    version: z.number(),
    visibility: z.enum(["public", "invite"]),
    seatCount: z.number(),
    createdBy: z.string(),
    timeControl: z.unknown(),
    timeoutPolicy: z.enum(["bot", "drop"]),
    options: z.unknown().openapi({ description: "The game's own options, chosen at creation" }),
    clocks: z
      .record(
        z.string(),
        z.object({
          deadline: z.number().optional(),
          bank: z.number().optional(),
          late: z.number(),
          dropped: z.boolean(),
        }),
      )
      .openapi({
        description:
          "Per seat: its deadline while it must act, its bank, its timeouts; only your own while the game hides who is still to act (in a step of hidden moves)",
      }),
    createdAt: z.number(),
    updatedAt: z.number(),
    inviteCode: z.string().optional(),
    players: z.array(Player),
    mySeat: z.number().optional(),
    toAct: z.array(z.number()).openapi({
      description: "Seats whose move it is; only yours (if it is) while the game hides who is still to act",
    }),
    waiting: z.number().openapi({ description: "How many seats are still to act" }),
    moveCount: z.number(),
    chatCount: z.number(),
    unseen: z.number(),
    canUndo: z.boolean(),
    view: z
      .unknown()
      .optional()
      .openapi({ description: "The game's own view for your seat (or a spectator): never another seat's secrets" }),
    legalMoves: z.array(z.unknown()).openapi({
      description: "Your legal moves now (empty when you need not act, or when the game sends them in parts)",
    }),
    legalParts: z.unknown().optional().openapi({
      description:
        "Your legal moves in parts, for a game whose lists would be too long (Deal with the Devil): the game's own pure `compose` turns them into the list",
    }),
    outcome: z.unknown().optional(),
    invited: z
      .array(z.string())
      .optional()
      .openapi({ description: "In a lobby, to its players: who is invited and not seated yet" }),
    invitedBy: z
      .string()
      .optional()
      .openapi({ description: "In a lobby, to an invited player not seated yet: who invited them" }),
    ratings: z.array(RatingChange).optional().openapi({
      description:
        "Once finished: each rated player's rating before and after this game (none when the game was not rated)",
    }),
    guided: z.boolean().optional().openapi({
      description:
        "On the game page (GET) of a player's first game of its title, while it runs: the table explains each new kind of decision at more length",
    }),
  })
  .openapi("Game");

export const MyGameItem = z
  .object({
    id: z.string(),
    type: z.string(),
    status: GameStatus,
    seatCount: z.number(),
    seat: z.number().nullable(),
    version: z.number(),
    updatedAt: z.number(),
    myTurn: z.union([z.literal(0), z.literal(1)]),
    deadline: z.number().nullable().openapi({
      description:
        "My deadline while it is my turn, else the game's nearest deadline (null while the game hides who is still to act); null without one",
    }),
    toAct: z.array(z.number()).openapi({
      description: "Seats whose move it is (only mine, if it is, while the game hides who is still to act)",
    }),
    waiting: z.number().openapi({ description: "How many seats are still to act" }),
    atTable: z.boolean().openapi({
      description:
        'Whether the game can be played on the site; a game played through the API only is never "your turn" on the site',
    }),
    progress: z
      .object({ round: z.number(), rounds: z.number(), unit: z.enum(["round", "tile"]).optional() })
      .nullable()
      .openapi({ description: "How far the game is (from its start), if the game tells" }),
    outcome: z
      .unknown()
      .nullable()
      .openapi({ description: "The game's outcome once finished (ranks and scores per seat)" }),
    timeControl: z.unknown(),
    timeoutPolicy: z.enum(["bot", "drop"]),
    options: z.unknown(),
    players: z.array(
      z.object({
        userId: z.string(),
        name: z.string(),
        seat: z.number().nullable(),
        vacationUntil: z.number().nullable(),
        bot: z.number().nullable().optional().openapi({ description: BOT_DESCRIPTION }),
        ownedBy: z.string().nullable().optional().openapi({ description: OWNED_BY_DESCRIPTION }),
      }),
    ),
    league: z
      .object({ id: z.string(), name: z.string(), season: z.number() })
      .nullable()
      .openapi({ description: "The league and season a league game belongs to; null for other games" }),
  })
  .openapi("MyGameItem");

export const OpenGameItem = z
  .object({
    id: z.string(),
    type: z.string(),
    seatCount: z.number(),
    visibility: z.enum(["public", "invite"]),
    createdAt: z.number(),
    createdBy: z.string(),
    players: z.number(),
    timeControl: z.unknown(),
    timeoutPolicy: z.enum(["bot", "drop"]),
    options: z.unknown(),
    invitedBy: z.string().nullable().openapi({ description: "Who invited me, for an invitation" }),
  })
  .openapi("OpenGameItem");

export const LogEntry = z
  .object({
    seq: z.number(),
    kind: z.enum(["move", "undo", "timeout"]),
    seat: z.number().optional().openapi({
      description:
        "The seat that moved; absent on another seat's row while the game hides who has acted (until the end)",
    }),
    at: z.number(),
    move: z.unknown().optional(),
    events: z.array(z.record(z.string(), z.unknown())),
  })
  .openapi("LogEntry");

export const Ok = z.object({ ok: z.literal(true) });

const replayed = {
  type: z.string(),
  rulesVersion: z.number(),
  options: z.unknown(),
  players: z.array(Player),
  outcome: z.unknown().optional(),
};

export const Replay = z
  .union([
    z
      .object({
        ...replayed,
        seed: z
          .string()
          .openapi({ description: "The game's secret seed: with `options` and the moves, every state can be rebuilt" }),
        moves: z
          .array(LogEntry)
          .openapi({ description: "The whole log: every move and every event, private ones included" }),
      })
      .openapi("ReplayFromSeed", {
        description:
          "Every secret is out once the game is over: rebuild each state from the seed and the moves in force (an undo takes back the latest)",
      }),
    z
      .object({
        ...replayed,
        moves: z.array(LogEntry).openapi({ description: "The log as a spectator sees it: public events, no moves" }),
        views: z.array(z.unknown()).openapi({
          description:
            "The spectators' view at the start, then after each move in force (an undo takes back the latest), rebuilt on the server",
        }),
      })
      .openapi("ReplayOfViews", {
        description:
          "A game whose secrets outlive it (Carcassonne ghosts' face-down tiles): no seed, the views instead",
      }),
  ])
  .openapi("Replay");
