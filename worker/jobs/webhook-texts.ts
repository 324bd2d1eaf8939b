import type { Language } from "../context.ts";

/**
 * What a webhook message says, one line per kind, in the player's language. The player's name
 * leads, because a webhook usually posts into a channel that several people read.
 */
export type WebhookTexts = {
  yourTurn(name: string, game: string): string;
  gameOver(name: string, game: string): string;
  test(name: string): string;
};

export const WEBHOOK_TEXTS: Record<Language, WebhookTexts> = {
  en: {
    yourTurn: (n, g) => `${n}, it is your turn in ${g}.`,
    gameOver: (n, g) => `${n}, your game of ${g} is over.`,
    test: (n) => `Test message for ${n}: this webhook works.`,
  },
  cs: {
    yourTurn: (n, g) => `${n}, ve hře ${g} jste na tahu.`,
    gameOver: (n, g) => `${n}, vaše hra ${g} skončila.`,
    test: (n) => `Zkušební zpráva pro ${n}: tento webhook funguje.`,
  },
  sk: {
    yourTurn: (n, g) => `${n}, v hre ${g} ste na ťahu.`,
    gameOver: (n, g) => `${n}, vaša hra ${g} sa skončila.`,
    test: (n) => `Skúšobná správa pre ${n}: tento webhook funguje.`,
  },
  ru: {
    yourTurn: (n, g) => `${n}, в игре ${g} ваш ход.`,
    gameOver: (n, g) => `${n}, ваша игра ${g} окончена.`,
    test: (n) => `Тестовое сообщение для ${n}: этот вебхук работает.`,
  },
};
