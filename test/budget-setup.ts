/** Before each test file that runs in Node: the budgets for the runs sharing the machine now (test/budget.ts). */
import { countRuns } from "./budget.ts";
import { runsSharing } from "./tools/runs.ts";

countRuns(runsSharing());
