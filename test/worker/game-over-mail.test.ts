import { describe, expect, it } from "vitest";
import { drainOutbox } from "../../worker/jobs/drain.ts";
import { call, playWithBot, settleBackgroundWork, signIn, startedGameOf } from "./helpers.ts";
import { contextAt, mailsTo } from "./notifications-helpers.ts";
import { budget } from "../budget.ts";

async function speaking(language: "cs" | "ru") {
  const player = await signIn();
  expect((await call(player.cookie, "PATCH", "/api/me", { language })).status).toBe(200);
  const { name } = (await (await call(player.cookie, "GET", "/api/me")).json()) as { name: string };
  return { ...player, name };
}

/** The game-over mail the player got, once the outbox is drained. */
async function gameOverMail(email: string, title: string) {
  await settleBackgroundWork();
  await drainOutbox(contextAt(Date.now() + 60_000));
  const mail = (await mailsTo(email)).find((m) => m.subject.includes(title) && !m.subject.includes(":"));
  if (!mail) throw new Error(`no game-over mail of ${title} to ${email}: ${JSON.stringify(await mailsTo(email))}`);
  return mail;
}

describe("the game-over mail (issue 25 §1, §8)", () => {
  it(
    "names a cooperative game by its Czech title and says how the team did",
    async () => {
      const anna = await speaking("cs");
      const id = await startedGameOf("carcassonne-ghosts", [anna], { level: 1 });
      await playWithBot("carcassonne-ghosts", id, [anna]);
      const mail = await gameOverMail(anna.email, "Duchové Carcassonne");
      expect(mail.subject).toBe("Hra Duchové Carcassonne skončila");
      expect(mail.text).toMatch(/Hráči společně (vyhráli|prohráli)\./);
      expect(mail.text).not.toContain("carcassonne-ghosts");
    },
    budget(6_000),
  );

  it(
    "names Deal with the Devil by its Czech edition's title, Smlouva s ďáblem",
    async () => {
      const players = [await speaking("cs"), await speaking("cs"), await speaking("cs"), await speaking("cs")];
      const id = await startedGameOf("deal-with-the-devil", players);
      await playWithBot("deal-with-the-devil", id, players);
      const mail = await gameOverMail(players[0]?.email ?? "", "Smlouva s ďáblem");
      expect(mail.subject).toBe("Hra Smlouva s ďáblem skončila");
      expect(mail.text).toContain("Smlouva s ďáblem");
      expect(mail.text).not.toMatch(/deal-with-the-devil|Deal with the Devil/);
      // Every mail of the game (turns, digests, the end) names it so.
      for (const sent of await mailsTo(players[1]?.email ?? ""))
        expect(`${sent.subject} ${sent.text}`).not.toMatch(/deal-with-the-devil|Deal with the Devil/);
    },
    budget(15_000),
  );

  it(
    "names a ranked game by its Russian title and its winner",
    async () => {
      const [boris, vera] = [await speaking("ru"), await speaking("ru")];
      const id = await startedGameOf("notre-dame", [boris, vera]);
      await playWithBot("notre-dame", id, [boris, vera]);
      const mail = await gameOverMail(vera.email, "Нотр Дам");
      expect(mail.subject).toBe("Игра Нотр Дам окончена");
      // One of them won, or the two tie (then both are named, in either order).
      const [a, b] = [boris.name, vera.name].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
      expect(mail.text).toMatch(
        new RegExp(`(Победа: (${a}|${b})|Первое место делят (${a} и ${b}|${b} и ${a})), счёт \\d+\\.`),
      );
      expect(mail.text).not.toContain("notre-dame");
    },
    budget(6_000),
  );
});
