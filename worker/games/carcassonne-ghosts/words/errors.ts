import type { Translate } from "../../../i18n/translate.ts";
import type { RuleError } from "../../contract.ts";

/** A rule error in words: the engine's catalogs say each code in every language. */
export function describeError(rule: RuleError, t: Translate): string {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(rule))
    if (key !== "code" && (typeof value === "number" || typeof value === "string")) params[key] = value;
  return t(`rule.${rule.code}`, params);
}
