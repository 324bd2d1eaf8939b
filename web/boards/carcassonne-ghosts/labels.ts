import type { Translate } from "../../../worker/i18n/translate.ts";
import { NONE, type StepId } from "./choices.ts";
import { featureColours, placeGain } from "./gains.ts";
import type { CgView, Move, Spot } from "./types.ts";

/** A spot as the log writes it: "(2, −1)". */
export const spotText = ({ x, y }: Spot): string => `(${x}, ${y})`;

const parseSpot = (token: string): Spot => {
  const [x = 0, y = 0] = token.split(",").map(Number);
  return { x, y };
};

/** The question a step asks; the phase tells a burial's, an evaluation's and a dog's tile apart. */
export function stepText(step: StepId, phase: string, t: Translate): string {
  if (step === "at" || step === "colour") return t(`cgt.step.${step}.${phase}`);
  return t(`cgt.step.${step}`);
}

/** An evaluated feature: "city of 3 tiles, 8 points". */
function featureText(view: CgView | undefined, feature: number, t: Translate): string {
  const f = view?.turn?.evaluate.find((e) => e.feature === feature);
  if (!f) return t("cgt.opt.feature", { id: feature });
  return t("cgt.opt.featureOf", { kind: t(`cg.feature.${f.kind}`), tiles: f.tiles.length, count: f.points });
}

/** One option of a step as its button reads. */
export function optionText(step: StepId, token: string, t: Translate, view?: CgView): string {
  switch (step) {
    case "feature":
      return featureText(view, Number(token), t);
    case "choice": {
      // With one feature to evaluate, its points are known before it is picked.
      const [only, other] = view?.turn?.evaluate ?? [];
      return token === "score" && only && !other
        ? t("cgt.opt.scorePoints", { count: only.points })
        : t(`cgt.opt.${token}`);
    }
    case "spot": {
      if (token === "none") return t("cgt.opt.noMeeple");
      const [kind = "", index = "0"] = token.split(":");
      return t("cgt.opt.meepleOn", { feature: t(`cg.feature.${kind}`), n: Number(index) + 1 });
    }
    case "at":
      return spotText(parseSpot(token));
    case "colour":
      return t(`cg.colour.${token}`);
    case "count":
      return t("cgt.opt.ghosts", { count: Number(token) });
    case "first":
    case "second": {
      if (token === NONE) return t("cgt.opt.noRemoval");
      const [x = 0, y = 0, count = 0] = token.split(",").map(Number);
      return t("cgt.opt.removal", { count, spot: spotText({ x, y }) });
    }
  }
}

/** The bank after a change, and the loss an empty bank brings, as one clause. */
function bankText(view: CgView, change: number, t: Translate): string {
  const after = view.bank + change;
  return after < 0 ? t("cgt.gain.bankLoss", { before: view.bank }) : t("cgt.gain.bank", { before: view.bank, after });
}

function placeText(move: Extract<Move, { type: "place" }>, t: Translate, view?: CgView): string {
  const base = t("cgt.move.place", { tile: view?.current ?? "", spot: spotText(move), degrees: move.r * 90 });
  const gain = view && placeGain(view, move);
  if (!view || !gain) return base;
  if (gain.most === 0) return `${base}: ${t("cgt.gain.noGhosts")}`;
  return `${base}: ${t("cgt.gain.ghosts", { count: gain.most })} (${t("cgt.gain.symbols", { count: gain.symbols })}), ${bankText(view, -gain.most, t)}`;
}

function scoreText(feature: number, t: Translate, view?: CgView): string {
  const f = view?.turn?.evaluate.find((e) => e.feature === feature);
  if (!view || !f) return t("cgt.move.score", { feature: featureText(view, feature, t) });
  const colours = featureColours(view, feature);
  const per = colours.map((c) => `${t(`cg.colour.${c}`)} +${f.points}`).join(", ");
  const total = view.level === 6 ? f.points : f.points * Math.max(1, colours.length);
  return t("cgt.move.scoreGain", {
    feature: featureText(view, feature, t),
    colours: per || t("cgt.gain.nobody"),
    before: view.reached,
    after: view.level === 6 ? view.reached : view.reached + total,
    goal: view.goal,
  });
}

/** A move in words, with what it brings when the mover's view is given. */
export function describeMove(move: Move, t: Translate, view?: CgView): string {
  switch (move.type) {
    case "place":
      return placeText(move, t, view);
    case "haunt":
      return t("cgt.move.haunt", { spot: spotText(move) });
    case "bury":
      return move.colour === undefined
        ? t("cgt.move.bury", { spot: spotText({ x: move.x ?? 0, y: move.y ?? 0 }) })
        : t("cgt.move.buryColour", { colour: t(`cg.colour.${move.colour}`) });
    case "meeple":
      return t("cgt.move.meeple", { colour: t(`cg.colour.${move.colour}`), feature: t(`cg.feature.${move.kind}`) });
    case "noMeeple":
      return t("cgt.opt.noMeeple");
    case "score":
      return scoreText(move.feature, t, view);
    case "appease": {
      const text = t("cgt.move.appease", { count: move.count, spot: spotText(move) });
      return view ? `${text}: ${bankText(view, move.count, t)}` : text;
    }
    case "dog": {
      const removed = move.remove.reduce((sum, r) => sum + r.count, 0);
      const text = t("cgt.move.dog", { spot: spotText(move), count: removed });
      return view && removed > 0 ? `${text}: ${bankText(view, removed, t)}` : text;
    }
    case "faceDown":
      return t("cgt.move.faceDown", { spot: spotText(move) });
  }
}
