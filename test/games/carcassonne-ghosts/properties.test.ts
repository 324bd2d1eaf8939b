/** Properties over many seeds, all six levels, 1–5 seats, the bot's and random play. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Seat } from "../../../worker/games/contract.ts";
import { addTiles, shape } from "../../../worker/games/carcassonne-ghosts/catalogue.ts";
import { ERROR_CODES } from "../../../worker/games/carcassonne-ghosts/errors.ts";
import { COLOURS } from "../../../worker/games/carcassonne-ghosts/levels.ts";
import type { Move } from "../../../worker/games/carcassonne-ghosts/moves.ts";
import {
  cloneState,
  isFaceUp,
  type CarcassonneState,
  type Level,
} from "../../../worker/games/carcassonne-ghosts/state.ts";
import { START_BOARD, TILES } from "../../../worker/games/carcassonne-ghosts/tiles/data.ts";
import type { TileDef } from "../../../worker/games/carcassonne-ghosts/tiles/types.ts";
import { runs } from "../../property-runs.ts";
import { game } from "./fixtures.ts";
import { LEVEL_TILES, pick, playGame, replay, type GamePlan, type Policy } from "./play-through.ts";
import { budget } from "../../budget.ts";

const plans: fc.Arbitrary<GamePlan> = fc
  .record({
    seats: fc.integer({ min: 1, max: 5 }),
    level: fc.constantFrom<Level>(1, 2, 3, 4, 5, 6),
    seed: fc.string({ minLength: 1, maxLength: 12 }),
    // The bot twice as often: random seats lose early, the bot's games reach dogs, burials and face-down tiles.
    policies: fc.array(
      fc.oneof(
        { arbitrary: fc.constant<Policy>("bot"), weight: 2 },
        { arbitrary: fc.constant<Policy>("random"), weight: 1 },
      ),
      { minLength: 5, maxLength: 5 },
    ),
    choices: fc.array(fc.nat(), { minLength: 1, maxLength: 300 }),
  })
  .map((plan) => ({ ...plan, policies: plan.policies.slice(0, plan.seats) }));

/** A level-5 game of three bots that lays face-down tiles and draws planted ones face up. */
const FACE_DOWN_GAME: GamePlan = {
  seats: 3,
  level: 5,
  seed: "face-down",
  policies: ["bot", "bot", "bot"],
  choices: [0],
};

/** The rules file's figures, written out here so that the engine's own tables are checked too. */
const BANK: Readonly<Record<Level, number>> = { 1: 15, 2: 15, 3: 15, 4: 13, 5: 13, 6: 12 };
const GOAL: Readonly<Record<Level, number>> = { 1: 50, 2: 75, 3: 100, 4: 120, 5: 100, 6: 50 };
const START_IDS = START_BOARD.tiles.map((t) => t.id);
const LEVEL_ONE = TILES.filter((t) => t.centre !== "castle" && t.centre !== "cemetery");
const boxOf = (level: Level): string[] => [...(level === 1 ? LEVEL_ONE : TILES).map((t) => t.id), ...START_IDS].sort();

/** The decisions each phase takes (rules file, "A turn"): any other kind of move is in the wrong phase. */
const PHASE_MOVES: Readonly<Record<string, readonly Move["type"][]>> = {
  place: ["place"],
  haunt: ["haunt"],
  bury: ["bury"],
  meeple: ["meeple", "noMeeple"],
  evaluate: ["score", "appease"],
  dog: ["dog"],
  faceDown: ["faceDown"],
};

const canonical = (m: unknown): string =>
  JSON.stringify(m, (_k, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

const frontOf = (tile: CarcassonneState["tiles"][number]): string => (isFaceUp(tile) ? tile.id : tile.down);

/**
 * Tiles (piles, the drawn one, the board face up and face down, the discarded, a face-down tile
 * drawn and not yet laid) are the level's set and the start board; ghosts on the board and in the
 * bank are the level's bank; each colour's meeples in the supply, standing, buried and as the
 * level-6 score marker are what it started with. `original` undoes the secrecy test's renaming.
 */
function checkConservation(s: CarcassonneState, plan: GamePlan, original: (id: string) => string = (id) => id): void {
  const tiles = [
    ...s.piles.flat(),
    ...(s.current === undefined ? [] : [s.current]),
    ...s.discarded,
    ...s.tiles.map(frontOf),
    ...(s.turn.hidden === undefined ? [] : [s.turn.hidden]),
  ];
  expect(tiles.length).toBe(LEVEL_TILES[plan.level] + 4);
  expect(tiles.map(original).sort()).toEqual(boxOf(plan.level));

  let standing = 0;
  for (const tile of s.tiles) {
    if (!isFaceUp(tile)) continue;
    expect(Math.min(tile.g ?? 0, tile.cg ?? 0)).toBeGreaterThanOrEqual(0);
    standing += (tile.g ?? 0) + (tile.cg ?? 0);
  }
  expect(s.bank).toBeGreaterThanOrEqual(0);
  expect(s.bank + standing).toBe(BANK[plan.level]);

  const each = plan.seats <= 2 ? 3 : 5;
  const marker = plan.level === 6 && plan.seats >= 3 ? 1 : 0;
  expect(s.colours).toHaveLength(plan.seats <= 2 ? 4 : plan.seats);
  s.colours.forEach((c, i) => {
    const buried = s.graves.filter((g) => g.c === i).length;
    expect(c.buried).toBe(buried);
    expect(c.supply).toBeGreaterThanOrEqual(0);
    expect(c.supply + s.meeples.filter((m) => m.c === i).length + buried + marker, `colour ${i}`).toBe(each);
  });
}

/** One move of every kind, for the wrong-phase checks. */
const ONE_OF_EACH: readonly Move[] = [
  { type: "place", x: 0, y: -1, r: 0 },
  { type: "haunt", x: 0, y: 0 },
  { type: "bury", x: 0, y: 0 },
  { type: "bury", colour: "red" },
  { type: "meeple", kind: "road", index: 0, colour: "red" },
  { type: "noMeeple" },
  { type: "score", feature: 0 },
  { type: "appease", feature: 0, x: 0, y: 0, count: 1 },
  { type: "dog", x: 0, y: 0, remove: [] },
  { type: "faceDown", x: 0, y: -1 },
];

const AROUND: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [-1, -1],
  [2, 0],
  [0, -2],
];

/** A listed move with one parameter changed: coordinates, rotation, feature, count, kind, index, colour, the dog's removals. */
function nearMisses(m: Move): Move[] {
  const moved = <T extends { x: number; y: number }>(o: T): T[] =>
    AROUND.map(([dx, dy]) => ({ ...o, x: o.x + dx, y: o.y + dy }));
  switch (m.type) {
    case "place":
      return [...moved(m), ...[1, 2, 3].map((q) => ({ ...m, r: ((m.r + q) % 4) as 0 | 1 | 2 | 3 }))];
    case "haunt":
    case "faceDown":
      return moved(m);
    case "bury":
      return m.colour === undefined
        ? [
            ...moved({ type: "bury" as const, x: m.x ?? 0, y: m.y ?? 0 }),
            ...COLOURS.map((colour) => ({ type: "bury" as const, colour })),
          ]
        : [...COLOURS.map((colour) => ({ type: "bury" as const, colour })), { type: "bury", x: 0, y: 0 }];
    case "meeple":
      return [
        ...(["road", "city", "castle"] as const).map((kind) => ({ ...m, kind })),
        ...[0, 1, 2, 3].map((index) => ({ ...m, index })),
        ...COLOURS.map((colour) => ({ ...m, colour })),
      ];
    case "noMeeple":
      return [];
    case "score":
      return [m.feature - 1, m.feature + 1, 0].map((feature) => ({ ...m, feature }));
    case "appease":
      return [
        ...[m.feature - 1, m.feature + 1].map((feature) => ({ ...m, feature })),
        ...[1, 2, 3].map((count) => ({ ...m, count })),
        ...moved(m),
        { type: "score", feature: m.feature },
      ];
    case "dog": {
      const [a, b] = m.remove;
      const out: Move[] = [...moved(m), { ...m, remove: [] }];
      if (a) {
        out.push({ ...m, remove: [a, a] });
        for (const count of [1, 2, 3]) out.push({ ...m, remove: [{ ...a, count }, ...(b ? [b] : [])] });
        for (const far of moved(a)) out.push({ ...m, remove: [far, ...(b ? [b] : [])] });
      }
      if (a && b)
        out.push(
          { ...m, remove: [b, a] },
          { ...m, remove: [a] },
          { ...m, remove: [b] },
          ...[1, 2, 3].map((count) => ({ ...m, remove: [a, { ...b, count }] })),
        );
      return out;
    }
  }
}

/**
 * At one decision: every listed move (up to 24, picked by the fast-check numbers) goes through
 * the schema unchanged and is accepted; near misses and moves of every kind are accepted exactly
 * when listed, else refused with a code of the closed list (WRONG_PHASE for another phase's kind);
 * other seats have no move and are told NOT_YOUR_TURN; nothing changes the state.
 */
function checkDecision(before: CarcassonneState, seat: Seat, plan: GamePlan, k: number): void {
  const frozen = JSON.stringify(before);
  const listed = game.legalMoves(before, seat);
  const keys = listed.map(canonical);
  expect(listed.length).toBeGreaterThan(0);
  expect(new Set(keys).size, "listed twice").toBe(keys.length);
  const allowed = new Set(keys);
  const sample = listed.length <= 24 ? listed : Array.from({ length: 24 }, (_, i) => pick(listed, plan.choices, k + i));
  for (const m of sample) {
    expect(canonical(game.move.parse(JSON.parse(JSON.stringify(m))))).toBe(canonical(m));
    const result = game.play(before, seat, m);
    expect(result.ok ? "accepted" : result.error.code, JSON.stringify(m)).toBe("accepted");
  }
  for (const attempt of [...ONE_OF_EACH, ...sample.slice(0, 4).flatMap(nearMisses)]) {
    if (!game.move.safeParse(attempt).success) continue;
    const result = game.play(before, seat, attempt);
    if (allowed.has(canonical(attempt))) {
      expect(result.ok ? "accepted" : result.error.code, JSON.stringify(attempt)).toBe("accepted");
      continue;
    }
    expect(result.ok, `${before.phase}: ${JSON.stringify(attempt)} accepted though not listed`).toBe(false);
    if (result.ok) continue;
    expect(ERROR_CODES).toContain(result.error.code);
    if (!PHASE_MOVES[before.phase]?.includes(attempt.type)) expect(result.error.code).toBe("WRONG_PHASE");
  }
  const first = listed[0] as Move;
  for (let other = 0; other <= plan.seats; other++) {
    if (other === seat) continue;
    expect(game.legalMoves(before, other)).toEqual([]);
    const result = game.play(before, other, first);
    expect(result.ok ? "accepted" : result.error.code).toBe("NOT_YOUR_TURN");
  }
  expect(JSON.stringify(before)).toBe(frozen);
}

/**
 * Secrecy markers: every tile in the piles is renamed `SECRET:p<pile>n<place>:<id>` (same shape),
 * so a marker in any text tells a tile's place in the piles.
 */
const MARKED = new Map<string, TileDef>();
const ORIGINAL = new Map<string, string>();

function marked(id: string, label: string, shapeOf = id): string {
  const name = `SECRET:${label}:${id}`;
  if (!MARKED.has(name)) {
    const copy = { ...shape(shapeOf).def, id: name };
    MARKED.set(name, copy);
    ORIGINAL.set(name, id);
    addTiles([copy]);
  }
  return name;
}

const originalOf = (id: string): string => ORIGINAL.get(id) ?? id;

function plant(s: CarcassonneState): CarcassonneState {
  const planted = cloneState(s);
  planted.piles = planted.piles.map((pile, p) => pile.map((id, n) => marked(id, `p${p}n${n}`)));
  return planted;
}

/** Fronts that would change the most if an engine read them: a cemetery, a castle, fog with 2 symbols. */
const OTHER_FRONTS = [
  TILES.find((t) => t.centre === "cemetery"),
  TILES.find((t) => t.centre === "castle"),
  TILES.find((t) => t.fog?.symbols === 2),
].map((t) => {
  if (!t) throw new Error("the tile set lacks a cemetery, a castle or a 2-symbol fog");
  return t.id;
});

/** The same planted start, each named tile given another front (same original id, so conservation still holds). */
function otherFronts(start: CarcassonneState, fronts: ReadonlySet<string>): CarcassonneState {
  const s = cloneState(start);
  let i = 0;
  s.piles = s.piles.map((pile) =>
    pile.map((id) =>
      fronts.has(id) ? marked(originalOf(id), `other${i}`, OTHER_FRONTS[i++ % OTHER_FRONTS.length]) : id,
    ),
  );
  return s;
}

/** Tiles drawn face up so far: the only ones anybody may see. */
const shownTiles = (s: CarcassonneState): Set<string> =>
  new Set([
    ...(s.current === undefined ? [] : [s.current]),
    ...s.discarded,
    ...s.tiles.filter(isFaceUp).map((t) => t.id),
  ]);

/** What the bot must not read: each pile turned upside down, every face-down front (laid or drawn) another tile. */
function otherSecrets(s: CarcassonneState): CarcassonneState {
  const other = cloneState(s);
  let i = 0;
  const swap = (id: string): string => marked(originalOf(id), `swap${i}`, OTHER_FRONTS[i++ % OTHER_FRONTS.length]);
  other.piles = other.piles.map((pile) => pile.slice().reverse());
  other.tiles = other.tiles.map((t) => (isFaceUp(t) ? t : { ...t, down: swap(t.down) }));
  if (other.turn.hidden !== undefined) other.turn.hidden = swap(other.turn.hidden);
  return other;
}

const SECRET = /SECRET:[a-z0-9]+:[A-Za-z0-9-]+/g;
const stripYou = (v: unknown): string =>
  JSON.stringify(v, (k, value: unknown) => (k === "you" || k === "mine" ? undefined : value));

/**
 * Everything anybody can see after a move: the views of every seat and a spectator, the move's
 * events, the active seat's legal moves and the errors of refused moves. Checks that the only
 * markers in it are tiles drawn face up, that no view differs but in `you`/`mine`, and that the
 * public figures add up; returns it all as one text.
 */
function observe(s: CarcassonneState, plan: GamePlan, events: readonly unknown[]): string {
  const views = [undefined, ...Array.from({ length: plan.seats }, (_, i) => i)].map((seat) => game.view(s, seat));
  const stripped = views.map(stripYou);
  for (const v of stripped) expect(v).toBe(stripped[0]);
  const spectator = views[0] as { bank: number; tiles: { ghosts?: number; cemeteryGhosts?: number }[] };
  expect(spectator.bank + spectator.tiles.reduce((n, t) => n + (t.ghosts ?? 0) + (t.cemeteryGhosts ?? 0), 0)).toBe(
    BANK[plan.level],
  );
  const [seat] = game.toAct(s);
  const legal = seat === undefined ? [] : game.legalMoves(s, seat);
  const errors = [...ONE_OF_EACH, ...legal.slice(0, 2).flatMap(nearMisses)].flatMap((m) => {
    const result = game.play(s, seat ?? 0, m);
    return result.ok ? [] : [result.error];
  });
  const text = JSON.stringify({ views, events, legal, errors });
  const shown = shownTiles(s);
  for (const [marker] of text.matchAll(SECRET))
    expect(shown.has(marker), `${marker} seen in phase ${s.phase}`).toBe(true);
  return text;
}

describe("Carcassonne ghosts properties over many seeds", () => {
  it(
    "games end within 5 moves a tile, conserve tiles, ghosts and meeples, never go back in progress, and replay byte for byte",
    () => {
      fc.assert(
        fc.property(plans, (plan) => {
          const rounds = LEVEL_TILES[plan.level];
          const start = game.setup(plan.seats, { level: plan.level }, plan.seed);
          checkConservation(start, plan);
          let last = game.progress?.(start);
          const { final, log } = playGame(plan, ({ after }) => {
            checkConservation(after, plan);
            const now = game.progress?.(after);
            expect(now?.rounds).toBe(rounds);
            expect(now?.round ?? 0).toBeGreaterThanOrEqual(last?.round ?? 1);
            expect(now?.round ?? 0).toBeLessThanOrEqual(rounds);
            last = now;
          });
          // Won exactly when the goal is reached (by every colour on level 6); lost for tiles only with the current pile empty.
          const reached = Math.min(...final.score);
          expect(game.outcome(final)).toEqual({ kind: "shared", won: reached >= GOAL[plan.level], score: reached });
          if (final.result?.reason === "tiles") expect(final.piles[final.pile]).toEqual([]);
          expect(game.toAct(final)).toEqual([]);
          // Every tile drawn (the last pile ran out): the progress is at its end.
          if (final.piles.every((p) => p.length === 0))
            expect(game.progress?.(final)).toMatchObject({ round: rounds, rounds });
          const text = JSON.stringify(final);
          expect(JSON.stringify(replay(plan, log, false))).toBe(text);
          expect(JSON.stringify(replay(plan, log, true))).toBe(text);
        }),
        { numRuns: runs(60) },
      );
    },
    budget(35_000),
  );

  it(
    "accept a move exactly when legalMoves lists it, refuse the rest with a stable code, and change nothing they are given",
    () => {
      const phases = new Map<string, number>();
      fc.assert(
        fc.property(plans, (plan) => {
          let step = 0;
          const { final } = playGame(plan, ({ before, seat }) => {
            checkDecision(before, seat, plan, 24 * step++);
            phases.set(before.phase, (phases.get(before.phase) ?? 0) + 1);
          });
          for (let seat = 0; seat < plan.seats; seat++) {
            expect(game.legalMoves(final, seat)).toEqual([]);
            for (const m of ONE_OF_EACH) {
              const result = game.play(final, seat, m);
              expect(result.ok ? "accepted" : result.error.code).toBe("GAME_OVER");
            }
          }
        }),
        { numRuns: runs(24) },
      );
      for (const phase of ["place", "meeple", "evaluate"]) expect(phases.get(phase) ?? 0, phase).toBeGreaterThan(0);
    },
    budget(80_000),
  );

  it(
    "no view, event, error, legal move or bot choice holds the piles' order or a face-down front, before or after the end, and a front changes nothing anybody sees",
    () => {
      // The platform hands out neither seed nor moves of such a game after its end.
      expect(game.secretsAfterEnd).toBe(true);
      let faceDown = 0;
      let drawnShown = 0;
      fc.assert(
        fc.property(plans, (plan) => {
          const start = plant(game.setup(plan.seats, { level: plan.level }, plan.seed));
          const seen = [observe(start, plan, [])];
          const { final, log } = playGame(
            plan,
            ({ before, after, events, reveals, seat, move }) => {
              // A timed-out player's move is public: the bot's choice may not depend on a secret either.
              if (plan.policies[seat] === "bot") expect(game.botMove(otherSecrets(before), seat)).toEqual(move);
              checkConservation(after, plan, originalOf);
              const earlier = shownTiles(before);
              if ([...shownTiles(after)].some((id) => !earlier.has(id)))
                expect(reveals, "a tile drawn face up is a reveal").toBe(true);
              seen.push(observe(after, plan, events));
              if (after.current?.startsWith("SECRET:")) drawnShown += 1;
            },
            start,
          );
          const fronts = new Set(final.tiles.flatMap((t) => (isFaceUp(t) ? [] : [t.down])));
          faceDown += fronts.size;
          for (const front of fronts) for (const text of seen) expect(text).not.toContain(front);
          // The same moves with other tiles under the face-down ones: nobody can tell.
          let s = otherFronts(start, fronts);
          expect(observe(s, plan, [])).toBe(seen[0]);
          log.forEach(({ seat, move }, i) => {
            const result = game.play(s, seat, move);
            if (!result.ok) throw new Error(`${JSON.stringify(move)} refused with other fronts: ${result.error.code}`);
            s = result.played.state;
            expect(observe(s, plan, result.played.events)).toBe(seen[i + 1]);
          });
        }),
        // A few random games may lay no face-down tile; this one always does, and shows a planted tile.
        { numRuns: runs(40), examples: [[FACE_DOWN_GAME]] },
      );
      expect(drawnShown, "planted tiles were drawn and shown").toBeGreaterThan(0);
      expect(faceDown, "face-down tiles were laid").toBeGreaterThan(0);
    },
    budget(145_000),
  );
});
