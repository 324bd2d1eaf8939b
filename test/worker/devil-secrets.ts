import { env } from "cloudflare:test";
import type { LogEvent, Seat } from "../../worker/games/contract.ts";
import type { DevilState } from "../../worker/games/deal-with-the-devil/index.ts";
import { chestFor } from "../../worker/games/deal-with-the-devil/trading.ts";
import { rolesRevealed } from "../../worker/games/deal-with-the-devil/view.ts";
import { storedGame } from "./helpers.ts";
import type { LeakFinder } from "./secrets.ts";

/** A number no real game holds, naming its owner: 88000, the seat, two digits for the field. */
const numberMarker = (seat: Seat, field: number) => 88_000_000 + seat * 100 + field;

/** Markers `SECRET-…-<owners>` whose owners do not include the viewer (no owners: secret to all), and numeric markers of other seats. */
export function devilMarkers(text: string, viewer: number | undefined): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/SECRET-[a-z-]+?(?:-(\d+(?:\+\d+)*))?(?=["\\,.\s]|$)/g)) {
    const owners = m[1]?.split("+").map(Number) ?? [];
    if (viewer === undefined || !owners.includes(viewer)) found.push(m[0]);
  }
  for (const m of text.matchAll(/(?<!\d)88000([0-3])\d\d(?!\d)/g)) if (Number(m[1]) !== viewer) found.push(m[0]);
  return found;
}

/**
 * The state with every secret of every seat but those in `keep` replaced by a marker naming its owner:
 * role, chest mark, goods and ducats, soul pieces pure and tainted, indulgences, hand, events,
 * cards drawn to pass, the true debt during a step, the market acts not yet shown, the chest and
 * who accepted it, plan, vote, defence, wings, ritual chest, answers and their choices; and the
 * decks, which nobody sees. A kept seat keeps its own (its legal moves are computed from them);
 * the chest each of `lookers` is looking at keeps its contents and mark, which that seat may see
 * (its `by` is still planted). Chest marks stay real once guesses are set aside: the guess tokens
 * show marks (L981), and a marker would name their owner.
 */
export function plantedDevil(state: DevilState, keep: readonly Seat[], lookers: readonly Seat[] = keep): DevilState {
  const s = JSON.parse(JSON.stringify(state)) as DevilState & { __raw?: string };
  s.__raw = "SECRET-raw-state";
  const viewed =
    s.step === "view1" || s.step === "view2"
      ? lookers.map((seat) => chestFor(s, seat, s.step === "view1" ? 1 : 2))
      : [];
  s.players.forEach((p, seat) => {
    if (keep.includes(seat)) return;
    const viewing = viewed.includes(seat) ? seat : undefined;
    const n = (field: number) => numberMarker(seat, field);
    if (!rolesRevealed(s)) p.role = `SECRET-role-${seat}` as never;
    if (seat !== viewing && s.guesses.length === 0) p.mark = `SECRET-mark-${seat}` as never;
    p.goods = { wood: n(1), stone: n(2), grain: n(3), glass: n(4), marble: n(5), ducats: n(6) };
    p.pure = n(7);
    p.tainted = n(8);
    p.indulgences = n(9);
    p.hand = p.hand.map(() => `SECRET-hand-${seat}`);
    p.events = p.events.map(() => `SECRET-event-${seat}`);
    if (s.step !== "over") p.debt = n(10);
    if (s.step === "pass") p.wishes = [`SECRET-wish-${seat}` as never];
    s.drawn[seat] = (s.drawn[seat] ?? []).map(() => `SECRET-drawn-${seat}`);
    s.acts[seat] = [{ act: "buy", good: "wood", count: n(11) }];
    if (seat !== viewing) s.chests[seat] = { offer: { wood: n(12) }, price: { ducats: n(13) }, by: n(14) };
    else if (s.chests[seat]) s.chests[seat].by = n(14);
    s.plans[seat] = {
      event: { id: `SECRET-plan-${seat}`, side: "left" },
      use: [],
      builds: [],
      fields: [],
      repay: n(15),
    };
    s.votes[seat] = n(16);
    s.defences[seat] = `SECRET-defence-${seat}` as never;
    // Below zero: a step resolved on this state (a turn mail's moves are played to tell them in
    // words) turns every 3 wings bought into an indulgence, one event each, and 88,000,017 wings
    // took seconds a play. The marker still reads as one in any text.
    s.wings[seat] = -n(17);
    s.ritual[seat] = { bribe: n(18), pure: n(19), tainted: n(20), devilGuess: n(21), cultistGuess: n(22) };
    s.answers[seat] = [n(23)];
    s.answerChoices[seat] = { destroy: n(24), rare: `SECRET-rare-${seat}` as never };
  });
  s.buildings = s.buildings.map((deck) => deck.map(() => "SECRET-deck"));
  s.eventDeck = s.eventDeck.map(() => "SECRET-event-deck");
  return s;
}

/** A private event whose texts (a chest's mark, the cards received…) are its readers' markers, so that words made of them (mails) would show a leak too. */
function markedEvent(e: LogEvent): LogEvent {
  if (!e.to) return e;
  const marker = `SECRET-private-${e.to.join("+")}`;
  const fields = Object.entries(e.event).map(([key, value]) => {
    if (key === "type") return [key, value];
    if (typeof value === "string") return [key, marker];
    if (Array.isArray(value) && value.every((v) => typeof v === "string")) return [key, value.map(() => marker)];
    return [key, value];
  });
  return { ...e, event: { ...(Object.fromEntries(fields) as LogEvent["event"]), secret: marker } };
}

/** Every move of the log gets a marker owned by its seat, and every private event markers owned by its readers. */
export async function markDevilMoves(id: string): Promise<void> {
  const { results } = await env.DB.prepare("SELECT seq, seat, move, events FROM moves WHERE game_id = ?")
    .bind(id)
    .all<{ seq: number; seat: number; move: string; events: string }>();
  const statements = results.map((row) => {
    const events = (JSON.parse(row.events) as LogEvent[]).map(markedEvent);
    const move = { ...(JSON.parse(row.move) as object), secret: `SECRET-move-${row.seat}` };
    return env.DB.prepare("UPDATE moves SET events = ?, move = ? WHERE game_id = ? AND seq = ?").bind(
      JSON.stringify(events),
      JSON.stringify(move),
      id,
      row.seq,
    );
  });
  if (statements.length) await env.DB.batch(statements);
}

export async function writeState(id: string, state: unknown): Promise<void> {
  await env.DB.prepare("UPDATE games SET state = ? WHERE id = ?").bind(JSON.stringify(state), id).run();
}

/**
 * For the platform's loop over games: the secrets of the seats that need not act now are planted
 * (the seats to act keep theirs: the views compute their legal moves from them); the seat-by-seat
 * search with every other seat planted is test/worker/devil-anonymity.test.ts.
 */
export async function plantDevil(id: string): Promise<LeakFinder> {
  const stored = await storedGame(id);
  // Every seat looks at a chest in a pass: those chests are not searched for here.
  await writeState(id, plantedDevil(stored.state as DevilState, stored.to_act, [0, 1, 2, 3]));
  await markDevilMoves(id);
  return devilMarkers;
}
