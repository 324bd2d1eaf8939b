import type { EngineWords } from "../../contract.ts";
import { describeEvent } from "./describe.ts";
import { describeError } from "./errors.ts";
import { blurbs, names } from "./names.ts";

export const words: EngineWords = {
  names,
  blurbs,
  describeEvent,
  describeError,
};
