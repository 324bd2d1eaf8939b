/** Before each web file, after test/budget-setup.ts: testing-library's waits for the runs sharing the machine. */
import { configure } from "@testing-library/preact";
import { budget } from "../budget.ts";

// `findBy…` and `waitFor` give up after this: a module loaded when first shown (the end screen's
// chart) took more than testing-library's default second beside a second `npm test`.
configure({ asyncUtilTimeout: budget(5_000) });
