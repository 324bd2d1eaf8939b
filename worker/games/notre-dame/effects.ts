import type { RuleError, Seat } from "../contract.ts";
import { driveCarriage } from "./coach.ts";
import { INN_DOUBLE_FROM, type Field } from "./data.ts";
import { ruleError } from "./errors.ts";
import type { FieldChoice } from "./moves.ts";
import { gainCoins, gainCubes, gainPrestige, player, ratBack, report, type Ctx } from "./gains.ts";
import { fieldCount } from "./state.ts";

/** The parameters a field's action takes (beyond placing the cube). */
export function choiceParams(field: Field): readonly (keyof FieldChoice)[] {
  if (field === "coach") return ["market", "take"];
  if (field === "inn") return ["gains"];
  return [];
}

/** Rejects any parameter of `move` not in `allowed` (so every legal move has one spelling). */
export function onlyParams(move: object, allowed: readonly string[]): RuleError | undefined {
  for (const [key, value] of Object.entries(move)) {
    if (value !== undefined && key !== "type" && !allowed.includes(key)) {
      return ruleError("UNEXPECTED_PARAMETER", { param: key });
    }
  }
  return undefined;
}

/** How many choices the inn gives with `n` cubes there. */
export function innChoices(n: number): number {
  return n >= INN_DOUBLE_FROM ? 2 : 1;
}

/** Gains of the inn and the barmaid: each "rat" needs the marker above 0 at that moment. */
export function takeGains(
  ctx: Ctx,
  seat: Seat,
  gains: readonly ("coin" | "cube" | "rat")[],
  cause: string,
): RuleError | undefined {
  const p = player(ctx, seat);
  const ratsWanted = gains.filter((g) => g === "rat").length;
  if (ratsWanted > p.rat) return ruleError("RAT_AT_ZERO");
  const coins = gains.filter((g) => g === "coin").length;
  const cubes = gains.filter((g) => g === "cube").length;
  report(
    ctx,
    seat,
    { coins: gainCoins(ctx, seat, coins), cubes: gainCubes(ctx, seat, cubes), ratBack: ratBack(ctx, seat, ratsWanted) },
    cause,
  );
  return undefined;
}

/**
 * Carries out a field's action for the cube (or advisor) just put there: n counts every cube on
 * the field, the advisor included.
 */
export function fieldAction(
  ctx: Ctx,
  seat: Seat,
  field: Field,
  choice: FieldChoice,
  cause: string,
): RuleError | undefined {
  const p = player(ctx, seat);
  const n = fieldCount(p, field);
  switch (field) {
    case "school":
      report(ctx, seat, { cubes: gainCubes(ctx, seat, n) }, cause);
      return undefined;
    case "bank":
      report(ctx, seat, { coins: gainCoins(ctx, seat, n) }, cause);
      return undefined;
    case "residence":
      report(ctx, seat, { prestige: gainPrestige(ctx, seat, n) }, cause);
      return undefined;
    case "park":
    case "hospital":
      report(ctx, seat, { ratBack: ratBack(ctx, seat, 1) }, cause);
      return undefined;
    case "coach":
      return driveCarriage(ctx, seat, n, choice);
    case "inn": {
      const gains = choice.gains;
      if (!gains) return ruleError("MISSING_PARAMETER", { param: "gains" });
      const allowed = innChoices(n);
      if (gains.length > allowed) return ruleError("WRONG_NUMBER_OF_GAINS", { max: allowed, given: gains.length });
      return takeGains(ctx, seat, gains, cause);
    }
  }
}
