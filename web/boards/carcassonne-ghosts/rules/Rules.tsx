import type { ComponentType, JSX } from "preact";
import { LEVELS, TILES, words, type TileDef } from "../../../../worker/games/carcassonne-ghosts/table.ts";
import type { Catalog, Language, Translate } from "../../../../worker/i18n/translate.ts";
import { rulesPanel, Section } from "../../rules-panel.tsx";
import { BOARD_MESSAGES } from "../messages.ts";
import { messages as OPTION_MESSAGES } from "../options/index.tsx";
import { tileBackSvg, tileSvg } from "../tile-svg.ts";

const RULES: Readonly<Record<Language, () => Promise<Catalog>>> = {
  en: () => import("./en.ts").then((m) => m.default),
  cs: () => import("./cs.ts").then((m) => m.default),
  sk: () => import("./sk.ts").then((m) => m.default),
  ru: () => import("./ru.ts").then((m) => m.default),
};

async function catalogs(language: Language): Promise<Catalog[]> {
  return Promise.all([
    RULES[language](),
    BOARD_MESSAGES[language](),
    words.messages[language](),
    OPTION_MESSAGES[language](),
  ]);
}

/** A tile of the set that shows a symbol: fog with two ghost symbols, a shield, a castle, a cemetery. */
const EXAMPLES: readonly { key: string; pick: (t: TileDef) => boolean }[] = [
  { key: "fog", pick: (t) => t.fog?.symbols === 2 },
  { key: "shield", pick: (t) => t.cities.some((c) => c.shields > 0) && !t.fog },
  { key: "castle", pick: (t) => t.centre === "castle" },
  { key: "cemetery", pick: (t) => t.centre === "cemetery" },
];

function Picture({ markup }: { markup: string }): JSX.Element {
  return (
    <svg viewBox="0 0 100 100" width={64} height={64} aria-hidden="true" class="rules-tile">
      {/* Our own markup (tile-svg.ts). */}
      <g dangerouslySetInnerHTML={{ __html: markup }} />
    </svg>
  );
}

/** The symbols on the tiles, each drawn as the board draws it. */
function Symbols({ t }: { t: Translate }): JSX.Element {
  const found = EXAMPLES.flatMap((e) => {
    const tile = TILES.find(e.pick);
    return tile ? [{ key: e.key, markup: tileSvg(tile) }] : [];
  });
  return (
    <Section title={t("cgr.symbols.title")}>
      <ul class="rules-symbols">
        {[...found, { key: "back", markup: tileBackSvg() }].map((s) => (
          <li key={s.key}>
            <Picture markup={s.markup} /> {t(`cgr.symbols.${s.key}`)}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The six levels with their figures from the engine. */
function Levels({ t }: { t: Translate }): JSX.Element {
  return (
    <Section title={t("cgr.levels.title")}>
      <ul>
        {Object.entries(LEVELS).map(([level, rules]) => (
          <li key={level}>
            <strong>{t("cgr.levels.level", { level })}</strong> —{" "}
            {t(`cg.options.level.${level}`, {
              bank: rules.bank,
              goal: rules.goal,
              dog1: rules.dogs[0],
              dog2: rules.dogs[1],
            })}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function CarcassonneRules({ t }: { t: Translate }): JSX.Element {
  return (
    <div class="rules-text">
      <Section title={t("cgr.goal.title")}>
        <p>{t("cgr.goal.text")}</p>
      </Section>
      <Section title={t("cgr.turn.title")}>
        <ol>
          {["place", "ghosts", "guard", "evaluate", "after"].map((k) => (
            <li key={k}>{t(`cgr.turn.${k}`)}</li>
          ))}
        </ol>
      </Section>
      <Section title={t("cgr.fog.title")}>
        <p>{t("cgr.fog.text")}</p>
      </Section>
      <Section title={t("cgr.scoring.title")}>
        <ul>
          {["road", "city", "castle", "colours"].map((k) => (
            <li key={k}>{t(`cgr.scoring.${k}`)}</li>
          ))}
        </ul>
      </Section>
      <Section title={t("cgr.more.title")}>
        <ul>
          {["cemetery", "dogs", "faceDown", "perColour"].map((k) => (
            <li key={k}>{t(`cgr.more.${k}`)}</li>
          ))}
        </ul>
      </Section>
      <Levels t={t} />
      <Symbols t={t} />
    </div>
  );
}

/** The rules panel's content in `language`. */
export const rulesFor = (language: Language): Promise<ComponentType> =>
  rulesPanel(language, catalogs, CarcassonneRules);
