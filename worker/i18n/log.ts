import type { Catalog, Language } from "./translate.ts";

/**
 * What the platform itself writes into a game's log (the games describe their own events), in
 * every language: for the log on the page and for mails.
 */
export const LOG_WORDS: Readonly<Record<Language, Catalog>> = {
  en: {
    "log.started": "The game began; at the table: {names}.",
    "log.undone": "{name} took a move back.",
    "log.timedOut": "{name} ran out of time; the bot played this move.",
    "log.dropped": "{name} ran out of time; the bot plays this seat from now on.",
    "log.moved": "{name} moved.",
  },
  cs: {
    "log.started": "Hra začala; u stolu: {names}.",
    "log.undone": "{name} bere tah zpět.",
    "log.timedOut": "{name}: čas vypršel, tento tah zahrál bot.",
    "log.dropped": "{name}: čas vypršel, místo teď hraje bot.",
    "log.moved": "{name} táhne.",
  },
  sk: {
    "log.started": "Hra začala; pri stole: {names}.",
    "log.undone": "{name} berie ťah späť.",
    "log.timedOut": "{name}: čas vypršal, tento ťah zahral bot.",
    "log.dropped": "{name}: čas vypršal, miesto teraz hrá bot.",
    "log.moved": "{name} ťahá.",
  },
  ru: {
    "log.started": "Игра началась; за столом: {names}.",
    "log.undone": "{name} отменяет ход.",
    "log.timedOut": "{name}: время вышло, этот ход сделал бот.",
    "log.dropped": "{name}: время вышло, теперь за это место играет бот.",
    "log.moved": "{name} делает ход.",
  },
};
