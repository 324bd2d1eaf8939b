import { describe, expect, it } from "vitest";
import { LOG_CATALOGS } from "../worker/games/catalogs.ts";
import { type Catalog, LANGUAGES, type Message } from "../worker/i18n/translate.ts";
import { notificationMail, type NotificationMailInput, type PlanDropReason } from "../worker/mail/notification.ts";

const input = (summary: NotificationMailInput["summary"]): NotificationMailInput => ({
  to: "a@example.com",
  language: "en",
  timeZone: "UTC",
  content: { kind: "yourTurn" },
  gameName: "Notre Dame",
  gameUrl: "https://games.example.com/games/g1",
  summary,
  unsubscribe: undefined,
});

describe("the 'since your last move' part of a mail", () => {
  it("lists the events under a heading that counts the moves, oldest first", () => {
    const mail = notificationMail(input({ moves: 2, lines: ["Anna kept a card.", "Boris kept a card."], earlier: 0 }));
    expect(mail.text).toContain("2 moves since your last move:\n- Anna kept a card.\n- Boris kept a card.\n");
    expect(mail.html).toContain(
      "<p>2 moves since your last move:</p><ul><li>Anna kept a card.</li><li>Boris kept a card.</li></ul>",
    );
  });

  it("says how many earlier events it left out, before the latest ones", () => {
    const mail = notificationMail(input({ moves: 30, lines: ["Cyril passed."], earlier: 41 }));
    expect(mail.text).toContain(
      "30 moves since your last move:\n- … 41 earlier events: see the game's log.\n- Cyril passed.\n",
    );
  });

  it("escapes what players named themselves in the HTML part", () => {
    const mail = notificationMail(input({ moves: 1, lines: ["<b>Eve</b> kept a card."], earlier: 0 }));
    expect(mail.html).toContain("<li>&#60;b&#62;Eve&#60;/b&#62; kept a card.</li>");
  });

  it("tells what my own last move caused under its own heading when nobody moved since, in each language", () => {
    const caused = { moves: 0, lines: ["The plague strikes with 6 rats.", "Round 3: …"], earlier: 0 };
    const mail = notificationMail(input(caused));
    expect(mail.text).toContain("What your last move led to:\n- The plague strikes with 6 rats.\n- Round 3: …\n");
    expect(mail.html).toContain("<p>What your last move led to:</p><ul><li>The plague strikes with 6 rats.</li>");
    expect(notificationMail({ ...input(caused), language: "cs" }).text).toContain("Co způsobil váš poslední tah:\n- ");
  });

  it("leaves the part out when nobody moved", () => {
    expect(notificationMail(input({ moves: 0, lines: [], earlier: 0 })).text).not.toContain("since your last move");
  });
});

describe("the mail of a move planned ahead that was not played", () => {
  const dropped = (language: NotificationMailInput["language"], reasons: PlanDropReason[]) =>
    notificationMail({ ...input(undefined), language, content: { kind: "planDropped", reasons } });

  it("says why one plan was not played, and that the turn is the player's, in each language", () => {
    expect(dropped("en", ["condition"]).text).toContain(
      "Your planned move in Notre Dame was not played: its condition was not met. It is your turn now.",
    );
    expect(dropped("cs", ["illegal"]).text).toContain("pravidla ho už nedovolují. Teď jste na tahu.");
    expect(dropped("sk", ["passed"]).subject).toBe("Váš naplánovaný ťah v hre Notre Dame sa nezahral");
    expect(dropped("ru", ["condition"]).text).toContain("его условие не выполнилось. Теперь ваш ход.");
  });

  it("counts several plans and names no move", () => {
    const mail = dropped("en", ["condition", "illegal"]);
    expect(mail.text).toContain("None of your 2 planned moves in Notre Dame could be played. It is your turn now.");
  });

  it("says when a later plan went with an earlier one, and leaves out the turn after a move by hand", () => {
    expect(dropped("en", ["chain"]).text).toContain(
      "not played: the move planned before it was not played. It is your turn now.",
    );
    const hand = dropped("cs", ["hand"]).text;
    expect(hand).toContain("se nezahrál: před ním jste sami zahráli jiný tah.");
    expect(hand).not.toContain("Teď jste na tahu.");
  });
});

describe("the rule errors a refused reply mail says", () => {
  const placeholders = (m: Message | undefined): string[] => {
    const texts = m === undefined ? [] : typeof m === "string" ? [m] : Object.values(m);
    return [...new Set(texts.flatMap((x) => [...String(x).matchAll(/\{(\w+)\}/g)].map((y) => y[1] ?? "")))].sort();
  };

  it("has the same keys and placeholders in all four languages, for every game", async () => {
    const rulesOf = async (catalog: Promise<Catalog>) =>
      Object.fromEntries(Object.entries(await catalog).filter(([key]) => key.startsWith("rule.")));
    for (const [game, catalogs] of Object.entries(LOG_CATALOGS)) {
      const english = await rulesOf(catalogs.en());
      expect(Object.keys(english).length, game).toBeGreaterThan(5);
      for (const language of LANGUAGES) {
        const words = await rulesOf(catalogs[language]());
        expect(Object.keys(words).sort(), `${game} ${language}`).toEqual(Object.keys(english).sort());
        for (const [key, message] of Object.entries(words))
          expect(placeholders(message), `${game} ${language} ${key}`).toEqual(placeholders(english[key]));
      }
    }
  });
});
