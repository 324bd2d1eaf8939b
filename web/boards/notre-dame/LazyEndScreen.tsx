import type { ComponentType, JSX } from "preact";
import { useEffect, useState } from "preact/hooks";
import type { PlayerInfo } from "../types.ts";
import type { Translate } from "../../../worker/i18n/translate.ts";
import type { NdView } from "./types.ts";

type Props = { view: NdView; players: readonly PlayerInfo[]; t: Translate };

/** The end screen (tables and chart) is loaded only for finished games: most visits never need it. */
export function EndScreen(props: Props): JSX.Element {
  const [Screen, setScreen] = useState<ComponentType<Props>>();
  useEffect(() => {
    void import("./EndScreen.tsx").then((m) => setScreen(() => m.EndScreen));
  }, []);
  return Screen ? <Screen {...props} /> : <p class="loading">…</p>;
}
