/** The game's words on their own, for a page that tells its log without the table. */
export { words } from "../../../worker/games/notre-dame/table.ts";
