/** A message: a text with {placeholders}, or plural forms chosen by Intl.PluralRules on `count`. */
export type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Message = string | Plural;
export type Catalog = Readonly<Record<string, Message>>;
export type Params = Readonly<Record<string, string | number | undefined>>;

export const LANGUAGES = ["en", "cs", "sk", "ru"] as const;
export type Language = (typeof LANGUAGES)[number];

export type Translate = ((key: string, params?: Params) => string) & {
  readonly language: Language;
  has(key: string): boolean;
};

/** Builds `t(key, params)`: the language's catalog first, English second, the key itself last (so a gap shows, never breaks). */
export function createTranslate(
  language: Language,
  catalogs: readonly Catalog[],
  fallback: readonly Catalog[],
): Translate {
  const rules = new Intl.PluralRules(language);
  const find = (key: string): Message | undefined => {
    for (const c of catalogs) if (key in c) return c[key];
    for (const c of fallback) if (key in c) return c[key];
    return undefined;
  };
  const t = (key: string, params: Params = {}): string => {
    const message = find(key);
    if (message === undefined) return key;
    const text =
      typeof message === "string" ? message : (message[rules.select(Number(params.count ?? 0))] ?? message.other);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = params[name];
      return value === undefined ? `{${name}}` : typeof value === "number" ? value.toLocaleString(language) : value;
    });
  };
  return Object.assign(t, { language, has: (key: string) => find(key) !== undefined });
}

/** The language to use: the profile's, else the browser's first supported one, else English. */
export function pickLanguage(profile: string | undefined, browser: readonly string[]): Language {
  const supported = (tag: string | undefined): Language | undefined => {
    const base = tag?.toLowerCase().split("-")[0];
    return LANGUAGES.find((l) => l === base);
  };
  return supported(profile) ?? browser.map(supported).find((l) => l !== undefined) ?? "en";
}

/** "bob", "bob and carol", "bob, carol and dave", in the language's own way. */
export function names(language: string, list: readonly string[]): string {
  return new Intl.ListFormat(language, { type: "conjunction" }).format(list);
}
