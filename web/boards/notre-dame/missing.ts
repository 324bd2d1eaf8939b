import { FIELDS, GAINS } from "../../../worker/games/notre-dame/table.ts";
import type { RuleError } from "../../../worker/games/contract.ts";
import { narrow, NONE, tokenOf, type Picks, type StepId } from "./choices.ts";
import { tryMove } from "./forecast.ts";
import type { Move, NdView } from "./types.ts";

/** An option the rules refuse at this point, with the engine's reason. */
export type Missing = { step: StepId; token: string; error: RuleError };

const acts = (m: Move): boolean => (m.type === "play" && !m.skip) || m.type === "bribe";

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

  if (view.phase === "bribes" && picks.what === undefined) {
    const bribes = offered("what");
    for (const { person } of view.revealed) {
      if (!bribes.has(`person:${person}`)) probe("what", `person:${person}`, { type: "bribe", person });
    }
  }

  const cards = [...offered("what")].filter((w) => w.startsWith("card:"));
  const card = cards.length === 1 && picks.what !== undefined ? cards[0]?.slice("card:".length) : undefined;
  const acting = candidates.filter(acts);
  if (view.phase === "actions" && card !== undefined && acting.length === 0) {
    probe("skip", NONE, card === "notreDame" ? { type: "play", card, donate: 1 } : ({ type: "play", card } as Move));
  }
  const [base] = acting;
  if (!base) return out;
  if (card === "notreDame" && picks.donate === undefined) {
    const donations = offered("donate");
    for (const donate of [1, 2, 3] as const)
      if (!donations.has(String(donate))) probe("donate", String(donate), { ...base, donate } as Move);
  }
  if (card === "advisor" && picks.field === undefined) {
    const fields = offered("field");
    for (const field of FIELDS) if (!fields.has(field)) probe("field", field, { type: "play", card: "advisor", field });
  }
  // The field's own choices are told once the card (or personality) and the field are settled.
  if (!(["what", "from", "field", "to"] as const).every((step) => offered(step).size === 1)) return out;
  const withGains = acting.find((m) => (m.type === "play" || m.type === "bribe") && m.gains !== undefined);
  if (withGains && (withGains.type === "play" || withGains.type === "bribe") && withGains.gains) {
    const gains = withGains.gains;
    if (picks.gain1 === undefined && !offered("gain1").has("rat"))
      probe("gain1", "rat", { ...withGains, gains: ["rat", ...gains.slice(1)] });
    const first = picks.gain1;
    const second =
      first !== undefined &&
      first !== NONE &&
      acting.some((m) => (m.type === "play" || m.type === "bribe") && (m.gains?.length ?? 0) === 2);
    if (
      second &&
      picks.gain2 === undefined &&
      !offered("gain2").has("rat") &&
      (GAINS as readonly string[]).includes(first)
    ) {
      probe("gain2", "rat", { ...withGains, gains: [first as (typeof GAINS)[number], "rat"] });
    }
  }
  // A token that may not be taken is told at the market step: picking that market ends the move.
  if (picks.market === undefined) {
    for (const m of offered("market")) {
      if (m === NONE || view.tokens[m as keyof NdView["tokens"]] === undefined) continue;
      const there = acting.filter((c) => (c.type === "play" || c.type === "bribe") && c.market === m);
      const first = there[0];
      if (first && !there.some((c) => (c.type === "play" || c.type === "bribe") && c.take))
        probe("take", m, { ...first, take: true } as Move);
    }
  }
  return out;
}
