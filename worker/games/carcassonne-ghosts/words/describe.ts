import type { Translate } from "../../../i18n/translate.ts";
import type { EventContext } from "../../contract.ts";
import { list, num, str } from "../../log-words.ts";

/** A spot on the board: "(2, −1)". */
function spot(e: Readonly<Record<string, unknown>>): string {
  return `(${num(e.x)}, ${num(e.y)})`;
}

function colourText(t: Translate, c: unknown): string {
  return t(`cg.colour.${str(c)}`);
}

function scoreText(score: unknown): string {
  return (Array.isArray(score) ? score : []).map(num).join(" / ");
}

/**
 * A log event in words, with player names; a decision the engine made alone (`forced`: its phase)
 * first says that the player had no choice and why.
 */
export function describeEvent(e: Readonly<Record<string, unknown>>, ctx: EventContext): string | undefined {
  const text = describeAct(e, ctx);
  if (typeof e.forced !== "string" || text === undefined) return text;
  const player = ctx.name(typeof e.forcedFor === "number" ? e.forcedFor : undefined);
  return `${ctx.t(`cg.event.forced.${e.forced}`, { name: player })} ${text}`;
}

function describeAct(e: Readonly<Record<string, unknown>>, { t, name }: EventContext): string | undefined {
  const who = name(typeof e.seat === "number" ? e.seat : undefined);
  switch (e.type) {
    case "drawn":
      return t("cg.event.drawn", { name: who, tile: str(e.tile), pile: num(e.pile) });
    case "discarded":
      return t("cg.event.discarded", { tile: str(e.tile) });
    case "placed":
      // Turned tiles say how, so the moves of one spot read apart (a turn mail lists them in words).
      return e.r === 1 || e.r === 2 || e.r === 3
        ? t("cg.event.placedTurned", { name: who, tile: str(e.tile), spot: spot(e), turn: t(`cg.turn.${e.r}`) })
        : t("cg.event.placed", { name: who, tile: str(e.tile), spot: spot(e) });
    case "fogClosed":
      return t("cg.event.fogClosed", { count: num(e.ghosts), tiles: num(e.tiles) });
    case "cemeteryClosed":
      return t("cg.event.cemeteryClosed", { spot: spot(e) });
    case "buried":
      return e.fromSupply
        ? t("cg.event.buriedFromSupply", { name: who, colour: colourText(t, e.colour) })
        : t("cg.event.buried", { name: who, colour: colourText(t, e.colour), spot: spot(e) });
    case "nobodyBuried":
      return t("cg.event.nobodyBuried", { spot: spot(e) });
    case "cemeteryCleared":
      return t("cg.event.cemeteryCleared", { count: num(e.ghosts), spot: spot(e) });
    case "bankEmpty":
      return t("cg.event.bankEmpty", { count: num(e.needed), bank: num(e.bank) });
    case "ghostsAppeared":
      return t(e.on === "cemetery" ? "cg.event.ghostsOnCemetery" : "cg.event.ghostsAppeared", {
        count: num(e.count),
        spot: spot(e),
      });
    case "meeplePlaced":
      return t("cg.event.meeplePlaced", {
        name: who,
        colour: colourText(t, e.colour),
        feature: t(`cg.feature.${str(e.kind)}`),
        spot: spot(e),
      });
    case "noMeeple":
      return t("cg.event.noMeeple", { name: who });
    case "scored":
      return t("cg.event.scored", {
        name: who,
        feature: t(`cg.feature.${str(e.kind)}`),
        count: num(e.points),
        colours: list(e.colours)
          .map((c) => colourText(t, c))
          .join(", "),
        score: scoreText(e.score),
      });
    case "appeased":
      return t("cg.event.appeased", {
        name: who,
        feature: t(`cg.feature.${str(e.kind)}`),
        count: num(e.count),
        spot: spot(e),
      });
    case "meepleReturned":
      return t("cg.event.meepleReturned", { colour: colourText(t, e.colour), spot: spot(e) });
    case "dogPlaced":
      return t("cg.event.dogPlaced", { name: who, dog: t(`cg.dog.${num(e.dog)}`), spot: spot(e) });
    case "ghostsRemoved":
      return t("cg.event.ghostsRemoved", { count: num(e.count), spot: spot(e) });
    case "dogScored":
      return t("cg.event.dogScored", {
        dog: t(`cg.dog.${num(e.dog)}`),
        count: num(e.points),
        score: scoreText(e.score),
      });
    case "dogLost":
      return t(e.reason === "buried" ? "cg.event.dogStrayed" : "cg.event.dogNoGuard", {
        dog: t(`cg.dog.${num(e.dog)}`),
      });
    case "pileAdvanced":
      return t("cg.event.pileAdvanced", { count: num(e.moved), pile: num(e.pile) });
    case "faceDownDrawn":
      return t("cg.event.faceDownDrawn", { name: who });
    case "faceDownPlaced":
      return t("cg.event.faceDownPlaced", { name: who, spot: spot(e) });
    case "won":
      return t("cg.event.won", { count: num(e.score) });
    case "lost":
      return t(e.reason === "ghosts" ? "cg.event.lostGhosts" : "cg.event.lostTiles", { count: num(e.score) });
    default:
      return undefined;
  }
}
