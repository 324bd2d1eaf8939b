import { shuffle } from "../rng.ts";
import { CARDS, CATHEDRAL_PRESTIGE, ROUNDS, ROUNDS_PER_PERIOD } from "./data.ts";
import { emit, gainPrestige, report, type Ctx } from "./gains.ts";
import { leftOf } from "./state.ts";

/** Phase 1 and the start of phase 2: personalities revealed, everyone looks at three cards. */
export function startRound(ctx: Ctx): void {
  const s = ctx.s;
  s.revealed = [...s.brown.splice(0, 2), ...s.grey.splice(0, 1)];
  s.phase = "draft";
  s.turns = 0;
  s.draft = { step: 1, offers: s.players.map((p) => p.deck.splice(0, 3)), done: s.players.map(() => false) };
  ctx.reveals = true;
  emit(ctx, { type: "roundStarted", round: s.round, revealed: s.revealed, bellRinger: s.bellRinger });
  s.draft.offers.forEach((cards, seat) => emit(ctx, { type: "offered", seat, cards }, [seat]));
}

/** After the last play of phase 3: every third card goes face down; bribing starts. */
export function resolveDiscards(ctx: Ctx): void {
  const s = ctx.s;
  s.players.forEach((p, seat) => {
    const [card] = p.hand;
    p.hand = [];
    if (card === undefined) return;
    p.discarded = card;
    emit(ctx, { type: "discarded", seat, card }, [seat]);
  });
  s.phase = "bribes";
  s.turns = 0;
}

/** Period end: the cathedral's prestige is shared per cube (rounded down) and its cubes go home. */
function scoreCathedral(ctx: Ctx): void {
  const s = ctx.s;
  const cubes = s.players.reduce((sum, p) => sum + p.cathedral, 0);
  if (cubes === 0) return;
  const perCube = Math.floor((CATHEDRAL_PRESTIGE[s.players.length] ?? 0) / cubes);
  emit(ctx, { type: "cathedralScored", perCube, cubes: s.players.map((p) => p.cathedral) });
  s.players.forEach((p, seat) => {
    if (p.cathedral === 0) return;
    report(ctx, seat, { prestige: gainPrestige(ctx, seat, perCube * p.cathedral) }, "cathedral");
    p.reserve += p.cathedral;
    p.cathedral = 0;
  });
}

/** Tidies the round away, scores a finished period, and starts the next round or ends the game. */
export function endRound(ctx: Ctx): void {
  const s = ctx.s;
  s.brown.push(...s.revealed.slice(0, 2));
  s.grey.push(...s.revealed.slice(2));
  s.revealed = [];
  for (const p of s.players) {
    p.played = [];
    p.passed = [];
    delete p.discarded;
    p.physician = false;
  }
  s.bellRinger = leftOf(s, s.bellRinger);
  const periodEnds = s.round % ROUNDS_PER_PERIOD === 0;
  if (periodEnds) scoreCathedral(ctx);
  s.history = [...s.history, s.players.map((p) => p.prestige)];
  if (s.round === ROUNDS) {
    s.phase = "over";
    s.turns = 0;
    emit(ctx, { type: "gameOver", prestige: s.players.map((p) => p.prestige) });
    return;
  }
  if (periodEnds) {
    [s.brown, s.rng] = shuffle(s.brown, s.rng);
    for (const p of s.players) [p.deck, s.rng] = shuffle(CARDS, s.rng);
  }
  s.round += 1;
  startRound(ctx);
}
