import { runGroup } from "../../run-group.ts";
import { freshDatabase } from "../fresh-database.ts";

runGroup("worker", 5, import.meta.glob("../*.test.ts"), freshDatabase);
