import type { Translate } from "../../../i18n/translate.ts";
import type { RuleError } from "../../contract.ts";

/** A rule error in words, with the engine's ids (cards, events, goods, masters) in words too. */
export function describeError(rule: RuleError, t: Translate): string {
  const words: Record<string, (value: string) => string> = {
    card: (v) => t(`dd.building.${v}`),
    event: (v) => t(`dd.event.${v}`),
    good: (v) => t(`dd.good.${v}`),
    master: (v) => t(`dd.master.${v}`),
  };
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(rule)) {
    if (key === "code") continue;
    if (typeof value === "number") params[key] = value;
    else if (typeof value === "string") params[key] = words[key]?.(value) ?? value;
  }
  return t(`rule.${rule.code}`, params);
}
