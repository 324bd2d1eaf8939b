import type { Translate } from "../../../worker/i18n/translate.ts";
import type { LogSection } from "../types.ts";

/** The log's headings: a pile (a level 1 heading where the tiles start coming from another pile). */
export function section(event: Readonly<Record<string, unknown>>, t: Translate): LogSection | undefined {
  if (event.type === "gameStarted") return { level: 1, title: t("cgt.log.pile", { pile: 1 }) };
  if (event.type === "drawn" && typeof event.pile === "number")
    return { level: 1, title: t("cgt.log.pile", { pile: event.pile }) };
  return undefined;
}
