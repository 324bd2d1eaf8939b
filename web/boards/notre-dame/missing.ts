import { FIELDS, GAINS } from "../../../worker/games/notre-dame/table.ts";
import type { RuleError } from "../../../worker/games/contract.ts";
import { narrow, NONE, tokenOf, type Picks, type StepId } from "./choices.ts";
import { tryMove } from "./forecast.ts";
import type { Move, NdView } from "./types.ts";

/** An option the rules refuse at this point, with the engine's reason. */
export type Missing = { step: StepId; token: string; error: RuleError };

const acts = (m: Move): boolean => (m.type === "play" && !m.skip) || m.type === "bribe";

/** What the checks below share: the choice so far, and a way to ask the engine about a move. */
type Probe = {
  view: NdView;
  picks: Picks;
  /** The legal moves that act (a card played with its action, a bribe), as far as the picks allow. */
  acting: readonly Move[];
  offered: (step: StepId) => Set<string>;
  /** Asks the engine to carry the move out; a refusal becomes a missing option of `step`. */
  probe: (step: StepId, token: string, move: Move) => void;
};

type ActingMove = Extract<Move, { type: "play" | "bribe" }>;
const actingMove = (m: Move): m is ActingMove => m.type === "play" || m.type === "bribe";

/** The revealed personalities I cannot bribe. */
function bribes({ view, picks, offered, probe }: Probe): void {
  if (view.phase !== "bribes" || picks.what !== undefined) return;
  const offers = offered("what");
  for (const { person } of view.revealed)
    if (!offers.has(`person:${person}`)) probe("what", `person:${person}`, { type: "bribe", person });
}

/** The donations beyond my coins, and the advisor's fields it may not go to. */
function cardChoices({ picks, offered, probe }: Probe, card: string | undefined, base: Move): void {
  if (card === "notreDame" && picks.donate === undefined) {
    const donations = offered("donate");
    for (const donate of [1, 2, 3] as const)
      if (!donations.has(String(donate))) probe("donate", String(donate), { ...base, donate } as Move);
  }
  if (card === "advisor" && picks.field === undefined) {
    const fields = offered("field");
    for (const field of FIELDS) if (!fields.has(field)) probe("field", field, { type: "play", card: "advisor", field });
  }
}

/** "Rat back" as a first or second gain, when the rat is at 0. */
function ratGains({ picks, acting, offered, probe }: Probe): void {
  const withGains = acting.filter(actingMove).find((m) => m.gains !== undefined);
  const gains = withGains?.gains;
  if (!withGains || !gains) return;
  if (picks.gain1 === undefined && !offered("gain1").has("rat"))
    probe("gain1", "rat", { ...withGains, gains: ["rat", ...gains.slice(1)] });
  const first = picks.gain1;
  const second =
    first !== undefined && first !== NONE && acting.some((m) => actingMove(m) && (m.gains?.length ?? 0) === 2);
  if (
    second &&
    picks.gain2 === undefined &&
    !offered("gain2").has("rat") &&
    (GAINS as readonly string[]).includes(first)
  )
    probe("gain2", "rat", { ...withGains, gains: [first as (typeof GAINS)[number], "rat"] });
}

/** The message tokens at the markets I may reach but not take: told at the market step, as picking that market ends the move. */
function tokens({ view, picks, acting, offered, probe }: Probe): void {
  if (picks.market !== undefined) return;
  for (const m of offered("market")) {
    if (m === NONE || view.tokens[m as keyof NdView["tokens"]] === undefined) continue;
    const there = acting.filter((c) => actingMove(c) && c.market === m);
    const first = there[0];
    if (first && !there.some((c) => actingMove(c) && c.take)) probe("take", m, { ...first, take: true } as Move);
  }
}

/**
 * The options a player might look for and not find among the buttons, each with the rule error
 * the engine answers when asked to carry it out on what the player knows: a bribe without a coin,
 * a donation beyond one's coins, a card with no cube to place, the advisor's own field, "rat back"
 * at 0, a message token of a colour one holds too many of (`token`: its market).
 */
export function missingOptions(view: NdView, moves: readonly Move[], picks: Picks): Missing[] {
  const seat = view.me?.seat;
  if (seat === undefined || moves.length === 0) return [];
  const candidates = narrow(moves, picks);
  const out: Missing[] = [];
  const offered = (step: StepId): Set<string> => new Set(candidates.map((m) => tokenOf(m, step)));
  const probe = (step: StepId, token: string, move: Move): void => {
    const tried = tryMove(view, seat, move);
    if (tried && !tried.ok) out.push({ step, token, error: tried.error });
  };
  const ctx: Probe = { view, picks, acting: candidates.filter(acts), offered, probe };
  bribes(ctx);
  const cards = [...offered("what")].filter((w) => w.startsWith("card:"));
  const card = cards.length === 1 && picks.what !== undefined ? cards[0]?.slice("card:".length) : undefined;
  if (view.phase === "actions" && card !== undefined && ctx.acting.length === 0) {
    probe("skip", NONE, card === "notreDame" ? { type: "play", card, donate: 1 } : ({ type: "play", card } as Move));
  }
  const [base] = ctx.acting;
  if (!base) return out;
  cardChoices(ctx, card, base);
  // The field's own choices are told once the card (or personality) and the field are settled.
  if (!(["what", "from", "field", "to"] as const).every((step) => offered(step).size === 1)) return out;
  ratGains(ctx);
  tokens(ctx);
  return out;
}
