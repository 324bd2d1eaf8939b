import type { JSX } from "preact";
import { useId, useState } from "preact/hooks";
import { LEVELS, type Level, type Options } from "../../../../worker/games/carcassonne-ghosts/table.ts";
import type { Translate } from "../../../../worker/i18n/translate.ts";
import type { GameOptions, Messages } from "../../types.ts";
import en from "./en.ts";

const isLevel = (n: number): n is Level => Object.hasOwn(LEVELS, n);
/** The engine's levels, in order. */
const LEVEL_LIST = Object.keys(LEVELS).map(Number).filter(isLevel);

/** What a level adds, in one sentence with its figures from the engine's level table. */
export function levelLine(level: Level, t: Translate): string {
  const rules = LEVELS[level];
  return t(`cg.options.level.${level}`, {
    bank: rules?.bank,
    goal: rules?.goal,
    dog1: rules?.dogs[0],
    dog2: rules?.dogs[1],
  });
}

/** The level, 1 to 6, with a line under it on what the chosen one adds. */
function LevelChoice({ t }: { t: Translate }): JSX.Element {
  const [level, setLevel] = useState<Level>(1);
  const line = useId();
  return (
    <>
      <label>
        {t("cg.options.level")}
        <select
          name="level"
          value={String(level)}
          aria-describedby={line}
          onChange={(e) => {
            const chosen = Number(e.currentTarget.value);
            if (isLevel(chosen)) setLevel(chosen);
          }}
        >
          {LEVEL_LIST.map((n) => (
            <option value={n} key={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <p id={line} class="hint">
        {levelLine(level, t)}
      </p>
    </>
  );
}

/** The rulebook's six levels, each adding rules to the last. */
export const options: GameOptions<Options> = {
  Fields: LevelChoice,
  read: (form) => {
    const level = Number(form.get("level"));
    return { level: isLevel(level) ? level : 1 };
  },
  inWords: (chosen, t) => (typeof chosen.level === "number" ? [t("cg.lists.level", { level: chosen.level })] : []),
};

/** English comes with the page (it is every language's fallback); the others when chosen. */
export const messages: Messages = {
  en: async () => en,
  cs: () => import("./cs.ts").then((m) => m.default),
  sk: () => import("./sk.ts").then((m) => m.default),
  ru: () => import("./ru.ts").then((m) => m.default),
};
