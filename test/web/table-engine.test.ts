import { describe, expect, it } from "vitest";
import { GAMES } from "../../web/boards/index.ts";
import { GAMES as DEFINITIONS } from "../../worker/games/registry.ts";
import { LANGUAGES } from "../../worker/i18n/translate.ts";

describe("a game's table for the game page", () => {
  for (const client of GAMES) {
    const definition = DEFINITIONS[client.id];
    it(`${client.id}: hands the page the words and the parts' composition, never the rules (the replay loads those)`, async () => {
      const table = await client.table?.();
      if (!table) return;
      expect(Object.keys(table.engine).sort()).toEqual(definition?.legalParts ? ["legalParts", "words"] : ["words"]);
      // The definition's words with the log's catalogs, which the definition leaves to the table.
      for (const part of ["names", "blurbs", "describeEvent"] as const)
        expect(table.engine.words[part], part).toBe(definition?.words[part]);
      expect(Object.keys(table.engine.words.messages).sort()).toEqual([...LANGUAGES].sort());
      expect(table.engine.legalParts?.compose).toBe(definition?.legalParts?.compose);
    });
  }
});
