import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../worker/i18n/translate.ts";
import { LEAGUE_WEBHOOK_TEXTS } from "../../worker/leagues/webhook.ts";
import { notificationMail, type LeagueNews } from "../../worker/mail/notification.ts";

const start: LeagueNews = {
  event: "seasonStart",
  leagueId: "l1",
  league: "Tuesday <league>",
  season: 3,
  division: "2.1",
  opponents: ["anna", "boris", "cyril"],
  games: [
    { startsAt: Date.UTC(2026, 11, 1, 12), players: ["anna", "boris", "cyril"] },
    { startsAt: Date.UTC(2026, 11, 8, 12), players: ["anna", "boris", "cyril"] },
  ],
};
const end = (movement: "promoted" | "relegated" | null): LeagueNews => ({
  event: "seasonEnd",
  leagueId: "l1",
  league: "Tuesday",
  season: 3,
  division: "2.1",
  place: 1,
  of: 4,
  movement,
});

const mail = (news: LeagueNews, language: (typeof LANGUAGES)[number]) =>
  notificationMail({
    to: "a@example.com",
    language,
    timeZone: "Europe/Prague",
    content: { kind: "league", news },
    gameName: "",
    gameUrl: "https://games.test/leagues/l1",
    summary: undefined,
    unsubscribe: { url: "https://games.test/api/notifications/unsubscribe?token=t", kind: "league" },
  });

describe("league mails", () => {
  for (const language of LANGUAGES) {
    it(`tell the season's start and end in ${language}`, () => {
      const started = mail(start, language);
      expect(started.subject).toContain("Tuesday <league>");
      expect(started.text).toContain("2.1");
      expect(started.text).toContain("anna, boris, cyril");
      // Each game with its start in the player's time zone.
      const local = new Intl.DateTimeFormat(language, {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: "Europe/Prague",
      });
      for (const game of start.event === "seasonStart" ? start.games : [])
        expect(started.text).toContain(local.format(game.startsAt));
      expect(started.text).toContain("https://games.test/leagues/l1");
      expect(started.html).toContain("Tuesday &#60;league&#62;");
      expect(started.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      const texts = [null, "promoted", "relegated"].map(
        (m) => mail(end(m as "promoted" | "relegated" | null), language).text,
      );
      expect(new Set(texts).size, "staying, promoted and relegated read differently").toBe(3);
      for (const text of [started.text, ...texts]) expect(text).not.toMatch(/undefined|NaN|\[object/);
      const hook = LEAGUE_WEBHOOK_TEXTS[language];
      expect(hook.standings("L", "2.1", `1. anna ${hook.points(2.5)}`)).toContain("2.5");
    });
  }

  it("in English, with the words a player reads", () => {
    expect(mail(start, "en").text).toContain("Season 3 of Tuesday <league> has started. You play in division 2.1.");
    expect(mail(end("promoted"), "en").text).toContain("You finished 1 of 4 in division 2.1. You are promoted");
  });
});
