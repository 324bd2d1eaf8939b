import { dropped, type InboundReport } from "./report.ts";
import { type IncomingMail, type ReadMail, readMail } from "./read.ts";

/** The main Worker's `InboundMail` entrypoint (worker/index.ts), as this Worker's service binding reaches it. */
type Games = { play(to: string, mail: ReadMail): Promise<InboundReport> };

/**
 * The mail Worker (`worker/inbound/wrangler.toml`): Email Routing hands it the replies to turn mails.
 * It reads each (postal-mime: a MIME parser is most of a mail's work, and would weigh on every cold
 * start of the main Worker, which answers the site) and hands the mail read to the main Worker,
 * which checks, plays and answers it (`playMail`).
 */
export default {
  async email(message: IncomingMail, env: { GAMES: Games }) {
    const reading = await readMail(message);
    if (!reading.ok) dropped(reading.reason);
    else await env.GAMES.play(message.to, reading.mail);
  },
} satisfies ExportedHandler<{ GAMES: Games }>;
