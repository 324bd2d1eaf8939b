/** `npm start` until the referee service exists: four bots play Notre Dame in the terminal. */
import { notreDame } from "../../worker/games/notre-dame/index.ts";

const seed = process.argv[2] ?? `demo-${Date.now()}`;
let state = notreDame.setup(4, { hiddenScores: false }, seed);
console.log(`Notre Dame, four bots, seed "${seed}"`);
let round = 0;
while (state.phase !== "over") {
  if (state.round !== round) {
    round = state.round;
    console.log(`\nRound ${round}: ${state.revealed.join(", ")}`);
  }
  const seat = notreDame.toAct(state)[0] ?? 0;
  const move = notreDame.botMove(state, seat);
  const result = notreDame.play(state, seat, move);
  if (!result.ok) throw new Error(`the bot's move was refused: ${result.error.code}`);
  if (move.type !== "keep") console.log(`  seat ${seat}: ${JSON.stringify(move)}`);
  state = result.played.state;
}
const outcome = notreDame.outcome(state);
if (outcome?.kind === "ranked") {
  console.log("\nResult:");
  outcome.scores.forEach((score, seat) => console.log(`  seat ${seat}: ${score} prestige, rank ${outcome.ranks[seat]}`));
}
