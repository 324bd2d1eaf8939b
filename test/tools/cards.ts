/**
 * `npm run cards`: draws every Deal with the Devil card with the table's own drawing code
 * (web/boards/deal-with-the-devil/card-svg.ts) in English, Czech, Slovak and Russian into
 * cards/deal-with-the-devil.html (git-ignored), so a person can review the CHOSEN content by eye:
 * the 80 buildings by round, the 20 events, the inquisitors, the requirement cards, the production
 * wheel, the starting goods, the reputation track, and the validator's verdict.
 * `npm run cards -- cs` draws one language only (smaller, for screenshots); `-- --check` then opens the
 * page in Debian's Chromium and lists every text drawn outside its card, as the fonts really render.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import {
  BUILDINGS,
  EVENTS,
  INQUISITORS,
  LARGE_PRIVILEGES,
  REPUTATION,
  REQUIREMENTS,
  SMALL_PRIVILEGES,
  START_GOODS,
  WHEEL,
} from "../../worker/games/deal-with-the-devil/cards/index.ts";
import { LETTERS, ROUNDS } from "../../worker/games/deal-with-the-devil/cards/types.ts";
import { CONTENT, missingNames, validateCards } from "../../worker/games/deal-with-the-devil/cards/validate.ts";
import cs from "../../worker/games/deal-with-the-devil/words/cs.ts";
import en from "../../worker/games/deal-with-the-devil/words/en.ts";
import ru from "../../worker/games/deal-with-the-devil/words/ru.ts";
import sk from "../../worker/games/deal-with-the-devil/words/sk.ts";
import {
  createTranslate,
  LANGUAGES,
  type Catalog,
  type Language,
  type Translate,
} from "../../worker/i18n/translate.ts";
import {
  buildingBackSvg,
  buildingSvg,
  CARD_HEIGHT,
  CARD_WIDTH,
  eventBackSvg,
  eventSvg,
  inquisitorBackSvg,
  inquisitorSvg,
  requirementSvg,
} from "../../web/boards/deal-with-the-devil/card-svg.ts";
import { escape } from "../../web/boards/svg.ts";
import { launch } from "../e2e/chromium.ts";

const CATALOGS: Readonly<Record<Language, Catalog>> = { en, cs, sk, ru };
const check = process.argv.includes("--check");
const only = process.argv.slice(2).find((a) => a !== "--check") as Language | undefined;
if (only !== undefined && !LANGUAGES.includes(only))
  throw new Error(`no language ${only}: pick one of ${LANGUAGES.join(", ")}`);
const languages = only ? [only] : LANGUAGES;
const OUT = only ? `cards/deal-with-the-devil-${only}.html` : "cards/deal-with-the-devil.html";
/** Cards are drawn at 1.2× their box, so the smallest text (MIN_FONT 8) shows at 9.6 px. */
const SCALE = 1.2;

function card(content: string, caption: string): string {
  const svg = `<svg width="${CARD_WIDTH * SCALE}" height="${CARD_HEIGHT * SCALE}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" xmlns="http://www.w3.org/2000/svg" role="img">${content}</svg>`;
  return `<figure>${svg}<figcaption>${escape(caption)}</figcaption></figure>`;
}

function language(lang: Language): string {
  const t: Translate = createTranslate(lang, [CATALOGS[lang]], [en]);
  const rounds = ROUNDS.map((round) => {
    const cards = BUILDINGS.filter((b) => b.round === round).map((b) => card(buildingSvg(b, t), b.id));
    return `<h3>${escape(t("dd.card.round", { count: round }))}</h3><section class="cards">${cards.join("")}</section>`;
  });
  const events = (["A", "B"] as const).map(
    (deck) =>
      `<h3>${escape(t("dd.card.deck", { deck }))}</h3><section class="cards">${EVENTS.filter((e) => e.deck === deck)
        .map((e) => card(eventSvg(e, t), e.id))
        .join("")}</section>`,
  );
  return (
    `<section id="${lang}" class="language"><h2>${lang.toUpperCase()}</h2>` +
    rounds.join("") +
    events.join("") +
    `<h3>Inquisitors</h3><section class="cards">${INQUISITORS.map((q) => card(inquisitorSvg(q, t), q.id)).join("")}</section>` +
    `<h3>Inquisitors, backs (L319)</h3><section class="cards">${INQUISITORS.filter(
      (q, i) => INQUISITORS.findIndex((x) => x.name === q.name) === i,
    )
      .map((q) => card(inquisitorBackSvg(q, t), `${q.id} back`))
      .join("")}</section>` +
    `<h3>Requirements</h3><section class="cards">${REQUIREMENTS.map((r) => card(requirementSvg(r, t), r.id)).join("")}</section>` +
    `</section>`
  );
}

const goodsText = (goods: object) =>
  Object.entries(goods)
    .map(([g, n]) => `${n} ${g}`)
    .join(", ");

function boardTables(): string {
  const wheel = WHEEL.map(
    (rounds, seat) =>
      `<tr><th>seat ${seat}</th>${rounds.map((fields) => `<td>${fields.join(" · ")}</td>`).join("")}<td>${goodsText(START_GOODS[seat]!)}</td></tr>`,
  ).join("");
  const track = Array.from({ length: REPUTATION.spaces }, (_, i) => {
    const space = i + 1;
    const marks = [
      space === REPUTATION.start ? "start" : "",
      space === REPUTATION.knot ? "knot" : "",
      space === REPUTATION.top ? "top: angel wing" : "",
      (REPUTATION.demonSpaces as readonly number[]).includes(space) ? "demon wing" : "",
    ]
      .filter(Boolean)
      .join(", ");
    return `<tr><td>${space}</td><td>${REPUTATION.drift[i]}</td><td>${marks}</td></tr>`;
  }).join("");
  const small = SMALL_PRIVILEGES.map((need) => goodsText(need)).join(" | ");
  const large = LARGE_PRIVILEGES.map(
    (p) => `${goodsText(p.need)} → ${typeof p.reward === "string" ? p.reward : JSON.stringify(p.reward)}`,
  ).join(" | ");
  return (
    `<h2>Production wheel (fields 0–3, inner 1 and 2) and starting goods</h2><table><thead><tr><th></th>${ROUNDS.map((r) => `<th>round ${r}</th>`).join("")}<th>start</th></tr></thead><tbody>${wheel}</tbody></table>` +
    `<h2>Reputation track</h2><table class="narrow"><thead><tr><th>space</th><th>drift</th><th></th></tr></thead><tbody>${track}</tbody></table>` +
    `<h2>Privileges</h2><p>Small: ${escape(small)}</p><p>Large: ${escape(large)}</p>` +
    `<h2>Backs</h2><section class="cards">${ROUNDS.map((r) => card(buildingBackSvg(r), `back ${r}`)).join("")}${LETTERS.map((l) => card(buildingBackSvg(1, l), `back 1${l}`)).join("")}${(["A", "B"] as const).map((d) => card(eventBackSvg(d), `event back ${d}`)).join("")}</section>`
  );
}

const problems = [...validateCards(), ...missingNames(CONTENT, CATALOGS)];
const verdict =
  problems.length === 0
    ? `<p class="ok">The validator finds no problem; every card has a name in ${LANGUAGES.join(", ")}.</p>`
    : `<ul class="bad">${problems.map((p) => `<li>${escape(p)}</li>`).join("")}</ul>`;
const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Deal with the Devil — card sheet</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 16px; color: #222; background: #fbfaf7; }
section.cards { display: flex; flex-wrap: wrap; gap: 10px; }
figure { margin: 0; }
figcaption { font: 11px monospace; color: #777; }
table { border-collapse: collapse; margin: 8px 0; }
td, th { border: 1px solid #bbb; padding: 3px 8px; text-align: left; font-size: 13px; }
.ok { color: #1b6e20; } .bad { color: #b00020; }
nav a { margin-right: 12px; }
</style></head><body>
<h1>Deal with the Devil — card sheet</h1>
<nav>${languages.map((l) => `<a href="#${l}">${l}</a>`).join("")}</nav>
${verdict}
${languages.map(language).join("")}
${boardTables()}
</body></html>
`;
mkdirSync("cards", { recursive: true });
writeFileSync(OUT, html);
console.log(
  `${OUT}: ${BUILDINGS.length} buildings, ${EVENTS.length} events, ${INQUISITORS.length} inquisitors, ${REQUIREMENTS.length} requirement cards in ${languages.join(", ")}; ${problems.length} problems`,
);

/** Every text of every card whose rendered box leaves the card's margin. */
async function overflowing(): Promise<string[]> {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.goto(`file://${process.cwd()}/${OUT}`);
    return await page.evaluate(
      ([width, height]) =>
        [...document.querySelectorAll("figure")].flatMap((figure) =>
          [...figure.querySelectorAll("text")].flatMap((text) => {
            const box = text.getBBox();
            const inside =
              box.x >= 3 && box.y >= 3 && box.x + box.width <= width! - 3 && box.y + box.height <= height! - 2;
            return inside
              ? []
              : [
                  `${figure.querySelector("figcaption")?.textContent}: "${text.textContent}" reaches ${Math.round(box.x + box.width)}×${Math.round(box.y + box.height)}`,
                ];
          }),
        ),
      [CARD_WIDTH, CARD_HEIGHT],
    );
  } finally {
    await browser.close();
  }
}

if (check) {
  const outside = await overflowing();
  console.log(outside.length === 0 ? "Chromium draws every text inside its card." : outside.join("\n"));
  if (outside.length > 0) process.exitCode = 1;
}
