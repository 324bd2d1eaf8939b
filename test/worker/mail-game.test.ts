import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { drainOutbox } from "../../worker/jobs/drain.ts";
import { budget } from "../budget.ts";
import { seatsOf, settleBackgroundWork, signIn, startedGame, storedGame } from "./helpers.ts";
import { CLIENTS, deliver, latestTurnMail } from "./mail-fixtures.ts";
import { contextAt, turnMailsAtOnce } from "./notifications-helpers.ts";

describe("play by mail", () => {
  it(
    "four players play a whole Notre Dame game by replying to their turn mails only",
    async () => {
      const players = [await signIn(), await signIn(), await signIn(), await signIn()];
      await turnMailsAtOnce(...players);
      const id = await startedGame(players);
      // The start's own drain sends in the background; what it leaves, this one sends.
      await settleBackgroundWork();
      await drainOutbox(contextAt());
      const seatOf = await seatsOf(id);
      const emailOf = (seat: number) => players.find((p) => p.userId === seatOf.get(seat))?.email ?? "";
      const reply = CLIENTS.gmail as (typeof CLIENTS)[string];
      let moves = 0;
      for (let stored = await storedGame(id); stored.status === "active"; stored = await storedGame(id)) {
        const email = emailOf(stored.to_act[0] as number);
        // The code comes from the mail the player got last: a turn mail, or the answer to their last reply.
        const mail = await latestTurnMail(email);
        const report = await deliver(reply({ from: email, to: mail.replyTo, code: mail.code }), email, mail.replyTo);
        expect(report, `move ${moves + 1}: ${mail.code}`).toMatchObject({ outcome: "played" });
        moves += 1;
      }
      const { status, move_count: moveCount } = await storedGame(id);
      expect(status).toBe("finished");
      expect(moveCount).toBe(moves);
      const answers = await env.DB.prepare(
        "SELECT count(*) AS n FROM dev_mail WHERE subject = 'Your move in Notre Dame' AND text LIKE '%The game is over.%'",
      ).first<{ n: number }>();
      expect(answers?.n).toBe(1);
    },
    budget(60_000),
  );
});
