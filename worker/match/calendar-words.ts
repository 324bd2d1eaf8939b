import type { Language } from "../context.ts";
import type { Progress } from "../games/contract.ts";
import { names } from "../i18n/translate.ts";

/** What the deadline feed says, per language (the player's profile language). */
export type CalendarWords = {
  calendar: string;
  yourMove: (game: string, others: readonly string[]) => string;
  due: string;
  progress: (p: Progress) => string;
  timeout: { bot: string; drop: string };
  league: (name: string) => string;
  openTable: string;
  season: (league: string, n: number) => string;
  seasonRuns: string;
  openLeague: string;
};

const with_ = (language: Language, word: string) => (game: string, others: readonly string[], mine: string) =>
  others.length === 0 ? `${game}: ${mine}` : `${game} ${word} ${names(language, others)}: ${mine}`;

const en: CalendarWords = {
  calendar: "Deadlines · Correspondence games",
  yourMove: (g, o) => with_("en", "with")(g, o, "your move"),
  due: "Your move is due at this time.",
  progress: (p) => `${p.unit === "tile" ? "Tile" : "Round"} ${p.round} of ${p.rounds}.`,
  timeout: {
    bot: "If the time runs out, the bot makes this move for you.",
    drop: "If the time runs out, the bot plays your seat to the end.",
  },
  league: (l) => `League: ${l}.`,
  openTable: "Open the table:",
  season: (l, n) => `${l}: season ${n}`,
  seasonRuns: "The season runs from the start to the end of this event.",
  openLeague: "Open the league:",
};

const cs: CalendarWords = {
  calendar: "Termíny · Korespondenční hry",
  yourMove: (g, o) => with_("cs", "s")(g, o, "jste na tahu"),
  due: "Svůj tah zahrajte do této chvíle.",
  progress: (p) => `${p.unit === "tile" ? "Kartička" : "Kolo"} ${p.round} z ${p.rounds}.`,
  timeout: {
    bot: "Když čas vyprší, tento tah za vás zahraje bot.",
    drop: "Když čas vyprší, bot za vás dohraje celou hru.",
  },
  league: (l) => `Liga: ${l}.`,
  openTable: "Otevřít stůl:",
  season: (l, n) => `${l}: ${n}. sezóna`,
  seasonRuns: "Sezóna trvá od začátku do konce této události.",
  openLeague: "Otevřít ligu:",
};

const sk: CalendarWords = {
  calendar: "Termíny · Korešpondenčné hry",
  yourMove: (g, o) => with_("sk", "s")(g, o, "ste na ťahu"),
  due: "Svoj ťah zahrajte do tejto chvíle.",
  progress: (p) => `${p.unit === "tile" ? "Kartička" : "Kolo"} ${p.round} z ${p.rounds}.`,
  timeout: {
    bot: "Keď čas vyprší, tento ťah za vás zahrá bot.",
    drop: "Keď čas vyprší, bot za vás dohrá celú hru.",
  },
  league: (l) => `Liga: ${l}.`,
  openTable: "Otvoriť stôl:",
  season: (l, n) => `${l}: ${n}. sezóna`,
  seasonRuns: "Sezóna trvá od začiatku do konca tejto udalosti.",
  openLeague: "Otvoriť ligu:",
};

const ru: CalendarWords = {
  calendar: "Сроки · Игры по переписке",
  yourMove: (g, o) => with_("ru", "с")(g, o, "ваш ход"),
  due: "Ваш ход нужно сделать до этого времени.",
  progress: (p) => `${p.unit === "tile" ? "Тайл" : "Раунд"} ${p.round} из ${p.rounds}.`,
  timeout: {
    bot: "Если время истечёт, этот ход за вас сделает бот.",
    drop: "Если время истечёт, бот доиграет за вас до конца.",
  },
  league: (l) => `Лига: ${l}.`,
  openTable: "Открыть стол:",
  season: (l, n) => `${l}: сезон ${n}`,
  seasonRuns: "Сезон длится от начала до конца этого события.",
  openLeague: "Открыть лигу:",
};

export const CALENDAR_WORDS: Record<Language, CalendarWords> = { en, cs, sk, ru };
