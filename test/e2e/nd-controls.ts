import type { Page } from "playwright-core";

/** Makes one Notre Dame move through the controls: always the first offered option, then the move, then Confirm. */
export async function playOneMove(page: Page): Promise<void> {
  for (let guard = 0; guard < 20; guard++) {
    const confirm = page.getByRole("button", { name: "Confirm" });
    if (await confirm.isVisible()) {
      await confirm.click();
      await page.locator(".confirm").waitFor({ state: "detached" });
      return;
    }
    const finish = page.locator(".nd-controls .nd-primary");
    if (await finish.isVisible()) {
      await finish.click();
      continue;
    }
    await page.locator(".nd-controls .nd-buttons button").first().click();
  }
  throw new Error("no move could be completed through the controls");
}
