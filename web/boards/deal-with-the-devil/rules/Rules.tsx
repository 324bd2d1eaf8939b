import type { ComponentType, JSX } from "preact";
import { words } from "../../../../worker/games/deal-with-the-devil/table.ts";
import type { Catalog, Language, Translate } from "../../../../worker/i18n/translate.ts";
import { rulesPanel } from "../../rules-panel.tsx";
import { BOARD_MESSAGES } from "../messages.ts";

const RULES: Readonly<Record<Language, () => Promise<Catalog>>> = {
  en: () => import("./en.ts").then((m) => m.default),
  cs: () => import("./cs.ts").then((m) => m.default),
  sk: () => import("./sk.ts").then((m) => m.default),
  ru: () => import("./ru.ts").then((m) => m.default),
};

/** The rules' sections and their paragraphs, in the order a round runs. */
const SECTIONS: readonly (readonly [string, readonly string[]])[] = [
  ["goal", ["roles", "secret", "win"]],
  ["round", ["production", "cards", "trading", "actions", "reputation", "witch", "inquisition"]],
  ["trading", ["chest", "price", "view", "anonymous"]],
  ["actions", ["plan", "tokens", "events", "compulsory"]],
  ["market", ["prices", "debt", "repay"]],
  ["inquisition", ["wings", "ritual", "guesses", "answer"]],
  ["end", ["terms"]],
];

async function catalogs(language: Language): Promise<Catalog[]> {
  return Promise.all([RULES[language](), BOARD_MESSAGES[language](), words.messages[language]()]);
}

function DevilRules({ t }: { t: Translate }): JSX.Element {
  return (
    <>
      {SECTIONS.map(([section, paragraphs]) => (
        <section class="rules-section" key={section}>
          <h3>{t(`ddr.${section}.title`)}</h3>
          {paragraphs.map((p) => (
            <p key={p}>{t(`ddr.${section}.${p}`)}</p>
          ))}
        </section>
      ))}
    </>
  );
}

/** The rules panel's content in `language`. */
export const rulesFor = (language: Language): Promise<ComponentType> => rulesPanel(language, catalogs, DevilRules);
