/** A notice where the confirm step was: the move lost a race (stale) or was refused (error). */
export type Notice = { kind: "stale" | "error"; text: string };

/**
 * Where my move stands on the game page: proposed by the board and waiting for my confirmation
 * (`pending`), being sent (`busy`), answered with a notice; and the next game that waits for me,
 * found once my move here is done.
 */
export type MoveFlow = { pending?: unknown; busy: boolean; notice?: Notice; nextGame?: string };

export type MoveStep =
  | { type: "propose"; move: unknown }
  | { type: "cancel" }
  | { type: "send" }
  | { type: "notice"; notice: Notice | undefined }
  /** The answer is in (or the request failed): nothing is pending or being sent. */
  | { type: "settled" }
  | { type: "nextGame"; id: string | undefined };

export const IDLE: MoveFlow = { busy: false };

export function moveFlow(flow: MoveFlow, step: MoveStep): MoveFlow {
  switch (step.type) {
    case "propose":
      return { ...flow, pending: step.move };
    case "cancel":
      return { ...flow, pending: undefined };
    case "send":
      return { ...flow, busy: true };
    case "notice":
      return { ...flow, notice: step.notice };
    case "settled":
      return { ...flow, pending: undefined, busy: false };
    case "nextGame":
      return { ...flow, nextGame: step.id };
  }
}
