import { marketText, placeText } from "../../../worker/games/notre-dame/table.ts";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { NONE, type StepId } from "./choices.ts";
import { tryMove, type Outcome } from "./forecast.ts";
import type { Market, Move, NdView } from "./types.ts";

/** The label of one option of a step; `person` tells the minstrel's and juggler's advisor questions apart. */
export function optionText(
  step: StepId,
  token: string,
  t: Translate,
  ctx: { person?: string; market?: (m: Market) => string },
): string {
  switch (step) {
    case "what": {
      if (token === "pass") return t("nd.opt.pass");
      const [kind, value = ""] = token.split(":");
      if (kind === "person") return t("nd.opt.bribe", { person: t(`nd.person.${value}`) });
      if (kind === "field") return t("nd.opt.sacrifice", { field: t(`nd.field.${value}`) });
      return t(`nd.card.${value}`);
    }
    case "from":
    case "to":
    case "field":
      return placeText(token, t);
    case "advisor":
      return t(`nd.opt.${ctx.person === "juggler" ? "piece" : "advisorToo"}.${token === NONE ? "no" : "yes"}`);
    case "cubes":
      return t("nd.opt.cubes", { count: Number(token) });
    case "donate":
      return t("nd.opt.donate", { count: Number(token), prestige: [0, 1, 3, 6][Number(token)] ?? 0 });
    case "market":
      return token === NONE ? t("nd.opt.stay") : (ctx.market?.(token as Market) ?? marketText(token, t));
    case "take":
      return t(token === NONE ? "nd.opt.leaveToken" : "nd.opt.takeToken");
    case "gain1":
    case "gain2":
      return token === NONE ? t("nd.opt.noSecondGain") : t(`nd.gain.${token}`);
    case "skip":
      return t(token === NONE ? "nd.opt.act" : "nd.opt.skip");
  }
}

/** The title of a step, specific to the advisor's two questions. */
export function stepText(step: StepId, t: Translate, person?: string): string {
  if (step === "advisor") return t(person === "juggler" ? "nd.step.piece" : "nd.step.advisorToo");
  return t(`nd.step.${step}`);
}

function details(move: Move, t: Translate): string[] {
  if (move.type !== "play" && move.type !== "bribe") return [];
  const out: string[] = [];
  if (move.type === "play" && move.field) out.push(t("nd.move.advisorTo", { field: t(`nd.field.${move.field}`) }));
  if (move.type === "bribe") {
    if (move.from && move.to) {
      const places = { from: placeText(move.from, t), to: placeText(move.to, t) };
      // The juggler moves one cube or the advisor; the minstrel 1–3 pieces, the advisor among them.
      const cubes = move.cubes ?? (move.advisor ? 0 : 1);
      if (!move.advisor) out.push(t("nd.move.moveCubes", { count: cubes, ...places }));
      else if (cubes === 0) out.push(t("nd.move.moveAdvisor", places));
      else out.push(t("nd.move.moveCubesAndAdvisor", { count: cubes, ...places }));
    }
    if (move.field) out.push(t("nd.move.bishopTo", { field: t(`nd.field.${move.field}`) }));
  } else if (move.from) {
    out.push(t("nd.move.cubeFrom", { place: placeText(move.from, t) }));
  }
  if (move.type === "play" && move.donate) out.push(t("nd.move.donate", { count: move.donate }));
  if (move.market) out.push(t("nd.move.carriage", { market: marketText(move.market, t) }));
  if (move.take) out.push(t("nd.move.take"));
  if (move.gains) out.push(t("nd.move.gains", { gains: move.gains.map((g) => t(`nd.gain.${g}`)).join(", ") }));
  return out;
}

/**
 * What a move gains and costs, in words ("+3 coins, +1 prestige, you pay 1 coin"): always a gain
 * first, "nothing" when the move brings none, then the price.
 */
export function outcomeText(outcome: Outcome, t: Translate): string {
  const gains: string[] = [];
  if (outcome.coins) gains.push(t("nd.outcome.coins", { count: outcome.coins }));
  if (outcome.cubes) gains.push(t("nd.outcome.cubes", { count: outcome.cubes }));
  if (outcome.ratBack) gains.push(t("nd.outcome.ratBack", { count: outcome.ratBack }));
  if (outcome.prestige) gains.push(t("nd.outcome.prestige", { count: outcome.prestige }));
  if (outcome.physician) gains.push(t("nd.outcome.physician"));
  if (outcome.moved)
    gains.push(t("nd.outcome.holds", { field: t(`nd.field.${outcome.moved.to}`), count: outcome.moved.holds }));
  if (gains.length === 0) gains.push(t("nd.outcome.nothing"));
  if (outcome.paid) gains.push(t("nd.outcome.paid", { count: outcome.paid }));
  return gains.join(", ");
}

/** A move in words for the confirm step; with the mover's view, what the engine says it gains. */
export function describeMove(move: Move, t: Translate, view?: NdView): string {
  const text = moveText(move, t);
  const seat = view?.me?.seat;
  const tried = seat === undefined || view === undefined ? undefined : tryMove(view, seat, move);
  const outcome = tried?.ok ? outcomeText(tried.outcome, t) : "";
  return outcome ? t("nd.move.withOutcome", { move: text, outcome }) : text;
}

function moveText(move: Move, t: Translate): string {
  switch (move.type) {
    case "keep":
      return t("nd.move.keep", { card: t(`nd.card.${move.card}`) });
    case "pass":
      return t("nd.move.pass");
    case "sacrifice":
      return t("nd.move.sacrifice", { field: t(`nd.field.${move.field}`) });
    case "play": {
      const card = t(`nd.card.${move.card}`);
      if (move.skip) return t("nd.move.playSkip", { card });
      return [t("nd.move.play", { card }), ...details(move, t)].join("; ");
    }
    case "bribe":
      return [t("nd.move.bribe", { person: t(`nd.person.${move.person}`) }), ...details(move, t)].join("; ");
  }
}
