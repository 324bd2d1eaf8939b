import type { JSX } from "preact";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { Help } from "../Help.tsx";
import { escape } from "../svg.ts";
import { tileBackSvg } from "./tile-svg.ts";

/** One symbol of the board, drawn as the board draws it, in a small box. */
function Symbol({ markup }: { markup: string }): JSX.Element {
  return (
    <svg viewBox="0 0 100 100" class="cg-symbol" aria-hidden="true">
      {/* Our own markup. */}
      <g dangerouslySetInnerHTML={{ __html: markup }} />
    </svg>
  );
}

const badge = (fill: string, text: string, colour = "#111") =>
  `<circle cx="50" cy="50" r="40" fill="${fill}" stroke="#111" stroke-width="6"/><text x="50" y="66" text-anchor="middle" font-size="46" font-weight="bold" fill="${colour}">${text}</text>`;

/** The board's symbols, each with its words on hover, focus and tap (Help). */
const SYMBOLS: readonly { key: string; markup: (t: Translate) => string }[] = [
  { key: "ghost", markup: () => badge("#fff", "2") },
  { key: "guard", markup: (t) => badge("#d33", escape(t("cgt.letter.red")), "#fff") },
  {
    key: "grave",
    markup: (t) =>
      `<path d="M15,95 v-50 a35,35 0 0 1 70,0 v50 z" fill="#2a6" stroke="#111" stroke-width="6"/><text x="50" y="78" text-anchor="middle" font-size="46" font-weight="bold">${escape(t("cgt.letter.green"))}</text>`,
  },
  { key: "dog", markup: (t) => badge("#b07a3c", `${escape(t("cgt.letter.dog"))}1`) },
  { key: "closed", markup: () => badge("#1f7a3a", "✓", "#fff") },
  { key: "faceDown", markup: () => tileBackSvg() },
  {
    key: "newest",
    markup: () => `<rect x="8" y="8" width="84" height="84" fill="#8cbf4f" stroke="#e8590c" stroke-width="12"/>`,
  },
  {
    key: "target",
    markup: () =>
      `<rect x="8" y="8" width="84" height="84" rx="10" fill="#fff3bf" stroke="#e8590c" stroke-width="6" stroke-dasharray="12 6"/><path d="M50,28 v44 M28,50 h44" stroke="#e8590c" stroke-width="8"/>`,
  },
];

/** What every mark on the board means. */
export function Legend({ t }: { t: Translate }): JSX.Element {
  return (
    <section class="cg-legend" aria-label={t("cgt.legend.title")}>
      <h3>{t("cgt.legend.title")}</h3>
      <ul>
        {SYMBOLS.map((s) => (
          <li key={s.key}>
            <Help help={t(`cgt.legend.${s.key}.help`)}>
              <Symbol markup={s.markup(t)} />
              {t(`cgt.legend.${s.key}`)}
            </Help>
          </li>
        ))}
      </ul>
    </section>
  );
}
