import type { Page } from "playwright-core";

/** Confirms the proposed move and waits until it is sent. */
async function confirmed(page: Page): Promise<boolean> {
  const confirm = page.getByRole("button", { name: "Confirm" });
  if (!(await confirm.isVisible())) return false;
  await confirm.click();
  await page.locator(".confirm").waitFor({ state: "detached" });
  return true;
}

/** Confirms the proposed move once the confirm step shows, and waits until it is sent. */
async function confirm(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.locator(".confirm").waitFor({ state: "detached" });
}

/**
 * Plays one Carcassonne ghosts turn through the table: the drawn tile turned until a spot lights,
 * on the first spot, confirmed; then each step the turn still asks (a guard: the first option, none)
 * confirmed, until the turn passes.
 */
export async function placeTile(page: Page): Promise<void> {
  for (let turns = 0; (await page.locator(".cg-target").count()) === 0 && turns < 4; turns++)
    await page.locator('[data-rotate="1"]').click();
  await page.locator(".cg-target").first().click();
  await confirm(page);
  const next = page.locator(".cg-controls .cg-buttons button").first();
  const passed = page.locator("p.turn", { hasNotText: /your turn/i });
  for (let guard = 0; guard < 6; guard++) {
    await next.or(passed).first().waitFor();
    if (await passed.isVisible()) return;
    await next.click();
    await confirm(page);
  }
  throw new Error("the turn did not pass through the table");
}

/**
 * Makes one Deal with the Devil decision through the controls: an empty chest where a chest is
 * asked, else the first option of each step (or of a list box), then the finished move and Confirm.
 */
export async function devilDecision(page: Page): Promise<void> {
  const controls = page.locator(".dd-controls");
  for (let guard = 0; guard < 20; guard++) {
    if (await confirmed(page)) return;
    const empty = controls.locator('[data-step="price"][data-token="-"]');
    const done = controls.locator('[data-step="done"]');
    const choose = controls.locator("[data-choose]");
    if (await empty.isVisible()) await empty.click();
    else if (await done.isVisible()) await done.click();
    else if (await choose.isVisible()) await choose.click();
    else await controls.locator(".dd-step button[data-step]:enabled").first().click();
  }
  throw new Error("no decision could be made through the controls");
}
