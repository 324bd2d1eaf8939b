import { cleanup, fireEvent, render } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { GAME_MESSAGES, GAMES } from "../../web/boards/index.ts";
import { GAMES as DEFINITIONS } from "../../worker/games/registry.ts";
import { createTranslate, LANGUAGES } from "../../worker/i18n/translate.ts";

afterEach(cleanup);

const t = createTranslate("en", [], []);

/** The client's options fields in a form of their own, as the new-game form holds them. */
function optionsForm(client: (typeof GAMES)[number]): HTMLFormElement {
  const { Fields } = client.options;
  const { container } = render(<form>{Fields && <Fields t={t} />}</form>);
  const form = container.querySelector("form");
  if (!form) throw new Error("no form");
  return form;
}

describe("every game's client module", () => {
  it("lists every game the service referees, and no other", () => {
    expect(GAMES.map((client) => client.id).sort()).toEqual(Object.keys(DEFINITIONS).sort());
  });

  for (const client of GAMES) {
    const definition = DEFINITIONS[client.id];

    it(`${client.id}: seat counts are the definition's own`, () => {
      expect(client.players).toBe(definition?.players);
    });

    it(`${client.id}: has a table exactly when its definition says the site offers it (webTable)`, () => {
      expect(client.table !== undefined).toBe(definition?.webTable);
    });

    it(`${client.id}: names and blurbs are the definition's words, in every language`, () => {
      expect(client.names).toBe(definition?.words.names);
      expect(client.blurbs).toBe(definition?.words.blurbs);
      for (const language of LANGUAGES) {
        expect(client.names[language].trim(), `${client.id} ${language} name`).not.toBe("");
        expect(client.blurbs[language].trim(), `${client.id} ${language} blurb`).not.toBe("");
      }
    });

    it(`${client.id}: the options form's output passes the game's options schema`, () => {
      const form = optionsForm(client);
      const selects = [...form.querySelectorAll("select")];
      const checks = [...form.querySelectorAll<HTMLInputElement>("input[type=checkbox]")];
      const read = () => client.options.read(new FormData(form));
      expect(definition?.options.safeParse(read()).success).toBe(true);
      // Every choice of every select, and every checkbox either way.
      for (const select of selects)
        for (const option of select.options) {
          fireEvent.change(select, { target: { value: option.value } });
          expect(definition?.options.safeParse(read()).success, `${select.name}=${option.value}`).toBe(true);
        }
      for (const check of checks) {
        fireEvent.click(check);
        expect(definition?.options.safeParse(read()).success, `${check.name} toggled`).toBe(true);
      }
    });

    it(`${client.id}: its words come when asked, the definition's own`, async () => {
      // The definition's words with the log's catalogs, which the definition leaves to the table.
      const words = await client.words();
      for (const part of ["names", "blurbs", "describeEvent"] as const)
        expect(words[part], part).toBe(definition?.words[part]);
      expect(Object.keys(words.messages).sort()).toEqual([...LANGUAGES].sort());
    });

    it(`${client.id}: the replay's engine, loaded when asked, folds moves with the definition's own rules`, async () => {
      const engine = await client.replayEngine();
      for (const part of ["setup", "play", "view", "options", "move"] as const)
        expect(engine[part], part).toBe(definition?.[part]);
    });
  }

  it("Notre Dame's form sends hidden scores as ticked, and a list says so", () => {
    const notreDame = GAMES.find((client) => client.id === "notre-dame");
    if (!notreDame) throw new Error("no Notre Dame");
    const form = optionsForm(notreDame);
    expect(notreDame.options.read(new FormData(form))).toEqual({ hiddenScores: true });
    const check = form.querySelector<HTMLInputElement>("input[name=hiddenScores]");
    if (check) fireEvent.click(check);
    expect(notreDame.options.read(new FormData(form))).toEqual({ hiddenScores: false });
    expect(notreDame.options.inWords({ hiddenScores: true }, t)).toEqual(["nd.lists.hiddenScores"]);
    expect(notreDame.options.inWords({ hiddenScores: false }, t)).toEqual([]);
  });

  it("Carcassonne's form offers the six levels, each with its line and its own figures, in every language", async () => {
    const carcassonne = GAMES.find((client) => client.id === "carcassonne-ghosts");
    if (!carcassonne?.options.Fields) throw new Error("no Carcassonne level field");
    const { Fields } = carcassonne.options;
    for (const language of LANGUAGES) {
      const own = createTranslate(language, [await GAME_MESSAGES[language]()], []);
      const { container } = render(
        <form>
          <Fields t={own} />
        </form>,
      );
      const select = container.querySelector("select");
      expect([...(select?.options ?? [])].map((o) => o.value)).toEqual(["1", "2", "3", "4", "5", "6"]);
      const lines = new Set<string>();
      for (const level of ["1", "2", "3", "4", "5", "6"]) {
        if (select) fireEvent.change(select, { target: { value: level } });
        const form = container.querySelector("form");
        if (form) expect(carcassonne.options.read(new FormData(form))).toEqual({ level: Number(level) });
        const line = container.querySelector(`#${select?.getAttribute("aria-describedby")}`)?.textContent ?? "";
        expect(line, `${language} level ${level}`).not.toMatch(/cg\.|\{\w+\}|undefined/);
        lines.add(line);
      }
      expect(lines.size, language).toBe(6);
      expect(carcassonne.options.inWords({ level: 3 }, own)).toHaveLength(1);
      cleanup();
    }
  });
});
