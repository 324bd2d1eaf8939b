import { runGroup } from "../../run-group.ts";
import { freshDatabase } from "../fresh-database.ts";

runGroup("worker", 6, import.meta.glob("../*.test.ts"), freshDatabase);
