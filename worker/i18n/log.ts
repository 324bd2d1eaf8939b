import type { Catalog, Language } from "./translate.ts";

/**
 * What the platform itself writes into a game's log (the games describe their own events), in
 * every language: for the log on the page and for mails. The `someone…` lines tell another seat's
 * row in a game that hides who has acted (the contract's `secretWaiting`): nobody is named.
 */
export const LOG_WORDS: Readonly<Record<Language, Catalog>> = {
  en: {
    "log.started": "The game began; at the table: {names}.",
    "log.undone": "{name} took a move back.",
    "log.timedOut": "{name} ran out of time; the bot played this move.",
    "log.dropped": "{name} ran out of time; the bot plays this seat from now on.",
    "log.moved": "{name} moved.",
    "log.someoneChose": "A player chose.",
    "log.someoneTimedOut": "Time ran out for a player; the bot played this move.",
    "log.someoneDropped": "Time ran out for a player; the bot plays that seat from now on.",
    "log.someoneUndid": "A player took a move back.",
  },
  cs: {
    "log.started": "Hra začala; u stolu: {names}.",
    "log.undone": "{name} bere tah zpět.",
    "log.timedOut": "{name}: čas vypršel, tento tah zahrál bot.",
    "log.dropped": "{name}: čas vypršel, místo teď hraje bot.",
    "log.moved": "{name} táhne.",
    "log.someoneChose": "Jeden z hráčů zvolil.",
    "log.someoneTimedOut": "Jednomu z hráčů vypršel čas, tento tah zahrál bot.",
    "log.someoneDropped": "Jednomu z hráčů vypršel čas, jeho místo teď hraje bot.",
    "log.someoneUndid": "Jeden z hráčů bere tah zpět.",
  },
  sk: {
    "log.started": "Hra začala; pri stole: {names}.",
    "log.undone": "{name} berie ťah späť.",
    "log.timedOut": "{name}: čas vypršal, tento ťah zahral bot.",
    "log.dropped": "{name}: čas vypršal, miesto teraz hrá bot.",
    "log.moved": "{name} ťahá.",
    "log.someoneChose": "Jeden z hráčov zvolil.",
    "log.someoneTimedOut": "Jednému z hráčov vypršal čas, tento ťah zahral bot.",
    "log.someoneDropped": "Jednému z hráčov vypršal čas, jeho miesto teraz hrá bot.",
    "log.someoneUndid": "Jeden z hráčov berie ťah späť.",
  },
  ru: {
    "log.started": "Игра началась; за столом: {names}.",
    "log.undone": "{name} отменяет ход.",
    "log.timedOut": "{name}: время вышло, этот ход сделал бот.",
    "log.dropped": "{name}: время вышло, теперь за это место играет бот.",
    "log.moved": "{name} делает ход.",
    "log.someoneChose": "Один из игроков сделал выбор.",
    "log.someoneTimedOut": "У одного из игроков вышло время, этот ход сделал бот.",
    "log.someoneDropped": "У одного из игроков вышло время, теперь за его место играет бот.",
    "log.someoneUndid": "Один из игроков отменяет ход.",
  },
};
