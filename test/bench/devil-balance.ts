/**
 * Deal with the Devil balance (a script that prints, not a timed test; part of `npm run bench`):
 * four role bots over 1,000 seeds — win rate per role and per seat (a shared first place split
 * between those sharing it), mean final score per role, how often the devil and the cultist are
 * named, the engine's moves per second (its `play` alone, the bots' thinking not counted) and the
 * largest state's JSON size. `tsx test/bench/devil-balance.ts [seeds]` runs it alone.
 */
import { fork } from "node:child_process";
import { availableParallelism } from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Seat } from "../../worker/games/contract.ts";
import { dealWithTheDevil as game } from "../../worker/games/deal-with-the-devil/index.ts";
import { ROLES, type Role } from "../../worker/games/deal-with-the-devil/state.ts";

type Tally = {
  games: number;
  /** Wins by role and by seat; a first place shared by k seats counts 1/k to each. */
  roleWins: Record<Role, number>;
  seatWins: number[];
  roleScore: Record<Role, number>;
  devilSouls: number;
  /** Round 3: the devil / the cultist named by two chests and found. */
  devilFound: number;
  cultistFound: number;
  /** Round 5's scored guesses, right and all, by the role named. */
  guesses: Record<"devil" | "cultist", { right: number; all: number }>;
  moves: number;
  playMs: number;
  largestState: number;
};

const byRole = (): Record<Role, number> => ({ mortal: 0, cultist: 0, devil: 0 });

function blank(): Tally {
  return {
    games: 0,
    roleWins: byRole(),
    seatWins: [0, 0, 0, 0],
    roleScore: byRole(),
    devilSouls: 0,
    devilFound: 0,
    cultistFound: 0,
    guesses: { devil: { right: 0, all: 0 }, cultist: { right: 0, all: 0 } },
    moves: 0,
    playMs: 0,
    largestState: 0,
  };
}

/** One game of four role bots, added to `t`. */
export function playGame(seed: string, t: Tally): void {
  let state = game.setup(4, {}, seed);
  while (state.step !== "over") {
    const seat = game.toAct(state)[0] as Seat;
    const move = game.botMove(state, seat);
    const started = performance.now();
    const result = game.play(state, seat, move);
    t.playMs += performance.now() - started;
    if (!result.ok) throw new Error(`${seed}: ${JSON.stringify(move)} refused: ${JSON.stringify(result.error)}`);
    t.moves++;
    for (const { event } of result.played.events) {
      if (event.type === "devilFound") t.devilFound++;
      if (event.type === "cultistFound") t.cultistFound++;
      if (event.type === "guessScored") {
        const g = t.guesses[event.role === "devil" ? "devil" : "cultist"];
        g.all++;
        if (event.right === true) g.right++;
      }
    }
    state = result.played.state;
    t.largestState = Math.max(t.largestState, Buffer.byteLength(JSON.stringify(state)));
  }
  const outcome = game.outcome(state);
  if (outcome?.kind !== "ranked") throw new Error(`${seed}: no ranked outcome`);
  const first = outcome.ranks.filter((r) => r === 1).length;
  state.players.forEach((p, seat) => {
    const share = outcome.ranks[seat] === 1 ? 1 / first : 0;
    t.roleWins[p.role] += share;
    t.seatWins[seat] = (t.seatWins[seat] ?? 0) + share;
    t.roleScore[p.role] += outcome.scores[seat] ?? 0;
    if (p.role === "devil") t.devilSouls += p.pure + p.tainted;
  });
  t.games++;
}

function merge(a: Tally, b: Tally): Tally {
  const out = blank();
  const sumRoles = (x: Record<Role, number>, y: Record<Role, number>) =>
    Object.fromEntries(ROLES.map((r) => [r, x[r] + y[r]])) as Record<Role, number>;
  out.games = a.games + b.games;
  out.roleWins = sumRoles(a.roleWins, b.roleWins);
  out.seatWins = a.seatWins.map((w, i) => w + (b.seatWins[i] ?? 0));
  out.roleScore = sumRoles(a.roleScore, b.roleScore);
  out.devilSouls = a.devilSouls + b.devilSouls;
  out.devilFound = a.devilFound + b.devilFound;
  out.cultistFound = a.cultistFound + b.cultistFound;
  for (const r of ["devil", "cultist"] as const)
    out.guesses[r] = { right: a.guesses[r].right + b.guesses[r].right, all: a.guesses[r].all + b.guesses[r].all };
  out.moves = a.moves + b.moves;
  out.playMs = a.playMs + b.playMs;
  out.largestState = Math.max(a.largestState, b.largestState);
  return out;
}

/** Seeds `from`…`to` − 1 in one process. */
function slice(from: number, to: number): Tally {
  const t = blank();
  for (let i = from; i < to; i++) playGame(`devil-balance-${i}`, t);
  return t;
}

async function main(): Promise<void> {
  const seeds = Number(process.argv[2] ?? 1000);
  const started = performance.now();
  const lanes = Math.max(1, Math.min(availableParallelism(), seeds));
  const script = fileURLToPath(import.meta.url);
  const parts = await Promise.all(
    Array.from({ length: lanes }, (_, lane) => {
      const from = Math.floor((lane * seeds) / lanes);
      const to = Math.floor(((lane + 1) * seeds) / lanes);
      return new Promise<Tally>((resolve, reject) => {
        const child = fork(script, ["--slice", String(from), String(to)]);
        child.once("message", (t) => resolve(t as Tally));
        child.once("exit", (code) =>
          code === 0 ? undefined : reject(new Error(`seeds ${from}–${to} failed (${code})`)),
        );
      });
    }),
  );
  const t = parts.reduce(merge, blank());
  const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
  const players: Record<Role, number> = { mortal: 2, cultist: 1, devil: 1 };
  console.log(`\nDeal with the Devil balance: four role bots, ${t.games} seeds`);
  console.log("| role | wins (games) | wins per player | mean final score |");
  console.log("|---|---|---|---|");
  for (const r of ROLES)
    console.log(
      `| ${r} | ${pct(t.roleWins[r], t.games)} | ${pct(t.roleWins[r] / players[r], t.games)} | ${(t.roleScore[r] / players[r] / t.games).toFixed(1)} |`,
    );
  console.log(`wins by seat: ${t.seatWins.map((w, i) => `seat ${i} ${pct(w, t.games)}`).join(", ")}`);
  console.log(`the devil ends with ${(t.devilSouls / t.games).toFixed(2)} soul pieces on average`);
  console.log(
    `round 3: the devil found in ${pct(t.devilFound, t.games)} of games, the cultist in ${pct(t.cultistFound, t.games)}`,
  );
  for (const r of ["devil", "cultist"] as const)
    console.log(
      `round 5: ${t.guesses[r].all} guesses of the ${r} scored, ${pct(t.guesses[r].right, t.guesses[r].all)} right`,
    );
  console.log(
    `engine: ${Math.round(t.moves / (t.playMs / 1000))} moves/s (play only, ${t.moves} moves); largest state ${(t.largestState / 1024).toFixed(1)} KB of JSON`,
  );
  console.log(`balance run: ${((performance.now() - started) / 1000).toFixed(0)} s on ${lanes} processes`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (process.argv[2] === "--slice") {
    const t = slice(Number(process.argv[3]), Number(process.argv[4]));
    process.send?.(t, () => process.exit(0));
  } else
    main().catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
