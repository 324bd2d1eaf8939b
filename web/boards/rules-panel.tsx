import type { ComponentType, JSX } from "preact";
import { createTranslate, type Catalog, type Language, type Translate } from "../../worker/i18n/translate.ts";

/** A titled part of a game's rules panel. */
export function Section({ title, children }: { title: string; children: JSX.Element | JSX.Element[] }): JSX.Element {
  return (
    <section class="rules-section">
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/**
 * A game's rules panel in `language`, with English for what a catalog lacks; it loads its own
 * texts (`catalogs`), so it works before the table is loaded.
 */
export async function rulesPanel(
  language: Language,
  catalogs: (language: Language) => Promise<Catalog[]>,
  Rules: ComponentType<{ t: Translate }>,
): Promise<ComponentType> {
  const [own, english] = await Promise.all([
    catalogs(language),
    language === "en" ? Promise.resolve([]) : catalogs("en"),
  ]);
  const t = createTranslate(language, own, english);
  return () => <Rules t={t} />;
}
