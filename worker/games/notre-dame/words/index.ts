import type { GameWords } from "../../contract.ts";
import { describeEvent } from "./describe.ts";
import { describeError } from "./errors.ts";
import { blurbs, names } from "./names.ts";

export const words: GameWords = {
  names,
  blurbs,
  messages: {
    en: () => import("./en.ts").then((m) => m.default),
    cs: () => import("./cs.ts").then((m) => m.default),
    sk: () => import("./sk.ts").then((m) => m.default),
    ru: () => import("./ru.ts").then((m) => m.default),
  },
  rules: {
    en: () => import("./rules/en.ts").then((m) => m.default),
    cs: () => import("./rules/cs.ts").then((m) => m.default),
    sk: () => import("./rules/sk.ts").then((m) => m.default),
    ru: () => import("./rules/ru.ts").then((m) => m.default),
  },
  describeEvent,
  describeError,
};
