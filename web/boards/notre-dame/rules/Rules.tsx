import type { ComponentType, JSX } from "preact";
import {
  BROWN,
  CARDS,
  CATHEDRAL_PRESTIGE,
  GREY_A,
  GREY_B,
  GREY_C,
  RATS,
  TOKEN_KINDS,
  words,
} from "../../../../worker/games/notre-dame/table.ts";
import type { Catalog, Language, Translate } from "../../../../worker/i18n/translate.ts";
import { rulesPanel, Section } from "../../rules-panel.tsx";
import { BOARD_MESSAGES } from "../messages.ts";

const RULES: Readonly<Record<Language, () => Promise<Catalog>>> = {
  en: () => import("./en.ts").then((m) => m.default),
  cs: () => import("./cs.ts").then((m) => m.default),
  sk: () => import("./sk.ts").then((m) => m.default),
  ru: () => import("./ru.ts").then((m) => m.default),
};

/** The rules text in one language: the rules, the table's help texts and the game's words. */
async function catalogs(language: Language): Promise<Catalog[]> {
  return Promise.all([RULES[language](), BOARD_MESSAGES[language](), words.messages[language]()]);
}

/** The goal, the pieces, a round's steps and how a card is played. */
function Turn({ t }: { t: Translate }): JSX.Element {
  return (
    <>
      <Section title={t("ndr.goal.title")}>
        <p>{t("ndr.goal.text")}</p>
      </Section>
      <Section title={t("ndr.pieces.title")}>
        <ul>
          {["supply", "coins", "rat", "deck", "carriage"].map((k) => (
            <li key={k}>{t(`ndr.pieces.${k}`)}</li>
          ))}
        </ul>
      </Section>
      <Section title={t("ndr.round.title")}>
        <ol>
          {["reveal", "draft", "play", "bribe", "plague"].map((k) => (
            <li key={k}>{t(`ndr.round.${k}`)}</li>
          ))}
        </ol>
      </Section>
      <Section title={t("ndr.play.title")}>
        <p>{t("ndr.play.cube")}</p>
        <p>{t("ndr.play.empty")}</p>
        <p>{t("ndr.play.skip")}</p>
      </Section>
    </>
  );
}

const item = (name: string, help: string) => (
  <li key={name}>
    <strong>{name}</strong> — {help}
  </li>
);

/** What every card, personality and message token does. */
function Pieces({ t }: { t: Translate }): JSX.Element {
  const persons = (group: readonly (keyof typeof RATS)[]) =>
    group.map((p) => item(`${t(`nd.person.${p}`)} (${RATS[p]})`, t(`nd.personHelp.${p}`)));
  return (
    <>
      <Section title={t("ndr.cards.title")}>
        <ul>{CARDS.map((c) => item(t(`nd.card.${c}`), t(`nd.cardHelp.${c}`)))}</ul>
      </Section>
      <Section title={t("ndr.persons.title")}>
        <p>{t("ndr.persons.text")}</p>
        <ul>{persons(BROWN)}</ul>
        <ul>{[...persons(GREY_A), ...persons(GREY_B), ...persons(GREY_C)]}</ul>
      </Section>
      <Section title={t("ndr.tokens.title")}>
        <p>{t("ndr.tokens.text")}</p>
        <ul>
          {TOKEN_KINDS.map((k) => (
            <li key={k}>
              {t(`nd.tokenShort.${k}`)}: {t(`nd.token.${k}`)}
            </li>
          ))}
        </ul>
        <p>{t("ndr.tokens.set")}</p>
      </Section>
    </>
  );
}

/** The plague, the scoring, and the table's symbols. */
function Scoring({ t }: { t: Translate }): JSX.Element {
  return (
    <>
      <Section title={t("ndr.plague.title")}>
        <p>{t("ndr.plague.text")}</p>
        <p>{t("ndr.plague.strike")}</p>
      </Section>
      <Section title={t("ndr.scoring.title")}>
        <p>{t("ndr.scoring.park")}</p>
        <p>
          {t("ndr.scoring.cathedral", {
            two: CATHEDRAL_PRESTIGE[2],
            three: CATHEDRAL_PRESTIGE[3],
            four: CATHEDRAL_PRESTIGE[4],
            five: CATHEDRAL_PRESTIGE[5],
          })}
        </p>
        <p>{t("ndr.scoring.hidden")}</p>
      </Section>
      <Section title={t("ndr.symbols.title")}>
        <ul>
          <li>{t("ndr.symbols.rat", { now: t("nd.rat.markNow"), next: t("nd.rat.markNext") })}</li>
          <li>{t("ndr.symbols.plague")}</li>
          <li>{t("ndr.symbols.map", { advisor: t("nd.map.advisorMark"), rat: t("nd.tokenShort.rat") })}</li>
        </ul>
      </Section>
    </>
  );
}

function NotreDameRules({ t }: { t: Translate }): JSX.Element {
  return (
    <div class="rules-text">
      <Turn t={t} />
      <Pieces t={t} />
      <Scoring t={t} />
    </div>
  );
}

/** The rules panel's content in `language`. */
export const rulesFor = (language: Language): Promise<ComponentType> => rulesPanel(language, catalogs, NotreDameRules);
