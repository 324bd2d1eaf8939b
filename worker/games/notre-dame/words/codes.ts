import type { MoveCodes, Seat } from "../../contract.ts";
import { offeredMoves } from "../../codes.ts";
import { botMove } from "../bot.ts";
import type { Card, Gain, Person } from "../data.ts";
import { legalMoves } from "../legal.ts";
import type { BribeMove, Move, PlayMove } from "../moves.ts";
import type { NotreDameState } from "../state.ts";

/** A card, a field, or the cathedral (N, for Notre Dame) as one letter. */
const PLACE: Readonly<Record<Card | "cathedral", string>> = {
  hospital: "H",
  residence: "R",
  school: "S",
  inn: "I",
  bank: "B",
  coach: "C",
  park: "P",
  notreDame: "N",
  advisor: "A",
  cathedral: "N",
};

/** A personality as two letters. */
const PERSON: Readonly<Record<Person, string>> = {
  barmaid: "BA",
  monk: "MO",
  moneylender: "ML",
  minstrel: "MI",
  juggler: "JU",
  physician: "PH",
  cityGuard: "CG",
  nightWatchman: "NW",
  bishop: "BI",
  guildMaster: "GM",
  beggarKing: "BK",
  lawyer: "LA",
  courtLady: "CL",
  mayor: "MA",
  carpenter: "CA",
};

const GAIN: Readonly<Record<Gain, string>> = { coin: "C", cube: "Q", rat: "R" };

/**
 * A played card's or a bribe's details, each a letter and its value: F from, T to (or the
 * advisor's or bishop's field), D donation, M market ("M2OL"), K take the token, G gains
 * ("GCQ": coin then cube), X skip, Q cubes moved, A with the advisor.
 */
function details(move: PlayMove | BribeMove): string[] {
  const out: string[] = [];
  if (move.type === "play" && move.skip) out.push("X");
  if (move.from) out.push(`F${PLACE[move.from]}`);
  if (move.type === "bribe" && move.to) out.push(`T${PLACE[move.to]}`);
  if (move.field) out.push(`T${PLACE[move.field]}`);
  if (move.type === "bribe" && move.cubes !== undefined) out.push(`Q${move.cubes}`);
  if (move.type === "bribe" && move.advisor) out.push("A");
  if (move.type === "play" && move.donate) out.push(`D${move.donate}`);
  if (move.market) out.push(`M${move.market.replace(".", "").toUpperCase()}`);
  if (move.take) out.push("K");
  if (move.gains) out.push(`G${move.gains.map((g) => GAIN[g]).join("")}`);
  return out;
}

/** Notre Dame's codes: "K B" keep the bank, "P C M2OL K" play the coach house…, "B MO" bribe the monk, "PASS", "S I" sacrifice at the inn. */
export function writeCode(move: Move): string {
  switch (move.type) {
    case "keep":
      return `K ${PLACE[move.card]}`;
    case "play":
      return [`P ${PLACE[move.card]}`, ...details(move)].join(" ");
    case "bribe":
      return [`B ${PERSON[move.person]}`, ...details(move)].join(" ");
    case "pass":
      return "PASS";
    case "sacrifice":
      return `S ${PLACE[move.field]}`;
  }
}

/** The bot's choice first, then the plain moves (each card played or skipped, each bribe) before their variants. */
function offered(state: NotreDameState, seat: Seat): Move[] {
  const legal = legalMoves(state, seat);
  if (legal.length === 0) return [];
  const plain = legal.filter((m) => (m.type === "play" || m.type === "bribe" ? details(m).length <= 1 : true));
  return offeredMoves(writeCode, [botMove(state, seat), ...plain], legal);
}

export const codes: MoveCodes<NotreDameState, Move> = { write: writeCode, offered };
