import { playMail } from "./play.ts";
import { type IncomingMail, readMail } from "./read.ts";
import { dropped, type InboundReport } from "./report.ts";

export type { InboundReport } from "./report.ts";
export { type IncomingMail, MAX_RAW_BYTES } from "./read.ts";

/**
 * The email() handler of development builds (`npm start`, the tests) and of the development mail
 * page: a mail read here (postal-mime) and played. Deployed, Email Routing hands replies to the
 * mail Worker (`worker.ts`), which reads them and calls the main Worker's `InboundMail` with the
 * mail read, so the main Worker's bundle holds no MIME parser. Never throws for a bad mail.
 */
export async function handleEmail(
  message: IncomingMail,
  env: Env,
  execution: Pick<ExecutionContext, "waitUntil">,
  now = Date.now(),
): Promise<InboundReport> {
  const reading = await readMail(message);
  return reading.ok ? playMail(message.to, reading.mail, env, execution, now) : dropped(reading.reason);
}
