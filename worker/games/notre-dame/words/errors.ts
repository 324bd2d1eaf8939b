import type { Translate } from "../../../i18n/translate.ts";
import type { RuleError } from "../../contract.ts";
import { marketText, placeText } from "./describe.ts";

/** The parameter whose number chooses the plural form of an error's message. */
const COUNTED: Readonly<Record<string, string>> = { NOT_ENOUGH_COINS: "need" };

/** A rule error in words, with the engine's ids (cards, fields, personalities…) in words too. */
export function describeError(rule: RuleError, t: Translate): string {
  const words: Record<string, (value: string) => string> = {
    card: (v) => t(`nd.card.${v}`),
    field: (v) => t(`nd.field.${v}`),
    person: (v) => t(`nd.person.${v}`),
    place: (v) => placeText(v, t),
    market: (v) => marketText(v, t),
    phase: (v) => t(`nd.phase.${v}`),
    param: (v) => v,
  };
  const params: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(rule)) {
    if (key === "code") continue;
    if (Array.isArray(value)) params[key] = value.map((v) => words.field?.(String(v)) ?? String(v)).join(", ");
    else if (typeof value === "number") params[key] = value;
    else if (typeof value === "string") params[key] = words[key]?.(value) ?? value;
  }
  const count = COUNTED[rule.code];
  if (count !== undefined) params.count = params[count];
  return t(`rule.${rule.code}`, params);
}
