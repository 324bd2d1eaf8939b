import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** What issue 18 §7 asks of every page. */
export const MIN_TEXT_PX = 12;
export const MIN_TARGET_PX = 44;

/**
 * The checks that run inside the page, as source text: a function handed to `page.evaluate` is
 * serialised, and a bundler's helpers (tsx's `__name`) would not exist on the other side.
 * Answers one line per problem, naming the element.
 */
const IN_PAGE = `(({ minText, minTarget, touch, screen }) => {
  const problems = [];
  const name = (el) => {
    const classes = typeof el.className === "string" && el.className.trim() ? "." + el.className.trim().split(/\\s+/).join(".") : "";
    const text = (el.textContent || el.getAttribute("aria-label") || "").replace(/\\s+/g, " ").trim().slice(0, 40);
    return el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") + classes + (text ? ' "' + text + '"' : "");
  };
  const shown = (el) => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  // The visually-hidden pattern: clipped to nothing, or a 1 px box that hides its overflow.
  const visuallyHidden = (el) => {
    for (let node = el; node && node instanceof Element; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)") return true;
      const box = node.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1 && style.overflow !== "visible") return true;
    }
    return false;
  };

  // A phone widens its layout viewport (and zooms out) to fit a page wider than the screen, so
  // both are measured against the screen's own width.
  const width = Math.max(document.scrollingElement.scrollWidth, innerWidth);
  if (width > screen.width) {
    const wide = [...document.querySelectorAll("body *")].filter((el) => shown(el) && el.getBoundingClientRect().right > screen.width + 0.5);
    const outermost = wide.filter((el) => !wide.includes(el.parentElement)).slice(0, 3);
    problems.push("overflow: the page is " + width + " px wide on a " + screen.width + " px screen: " + outermost.map((el) => name(el) + " ends at " + Math.round(el.getBoundingClientRect().right)).join("; "));
  }

  // What to do now: the element marked data-prompt; a page that asks nothing is named by its h1.
  const prompt = [...document.querySelectorAll("[data-prompt]")].find(shown) || [...document.querySelectorAll("h1")].find(shown);
  if (!prompt) problems.push("prompt: no visible [data-prompt] element nor h1");
  else {
    const box = prompt.getBoundingClientRect();
    const screenHeight = Math.min(innerHeight, screen.height);
    if (box.top + scrollY < 0 || box.bottom + scrollY > screenHeight) problems.push("prompt: " + name(prompt) + " spans " + Math.round(box.top + scrollY) + "–" + Math.round(box.bottom + scrollY) + " px, below the first " + screenHeight + " px");
  }

  const small = new Map();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || !/\\S/.test(node.data) || small.has(el) || el.closest("script, style, noscript, title")) continue;
    if (!shown(el) || visuallyHidden(el)) continue;
    let size = parseFloat(getComputedStyle(el).fontSize);
    // SVG text is drawn at its font size times the drawing's scale.
    if (el instanceof SVGGraphicsElement) {
      const ctm = el.getScreenCTM();
      if (ctm) size *= Math.hypot(ctm.a, ctm.b);
    }
    if (size < minText - 0.05) small.set(el, size);
  }
  for (const [el, size] of small) problems.push("text: " + size.toFixed(1) + " px in " + name(el));

  // No word breaks across lines without a hyphen (issue 25 §8): Chromium has no hyphenation
  // dictionary here, so a word that wraps inside itself is cut mid-word ("уведомлен|ия").
  const broken = [];
  const words = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = words.nextNode(); node && broken.length < 5; node = words.nextNode()) {
    const el = node.parentElement;
    if (!el || el instanceof SVGElement || el.closest("script, style, noscript, title") || !shown(el) || visuallyHidden(el)) continue;
    // A word: letters only between spaces, punctuation aside (a name like "dee.mwyqo6ks" may wrap).
    for (const token of node.data.matchAll(/\\S+/g)) {
      const word = /^[^\\p{L}]*(\\p{L}{2,})[^\\p{L}]*$/u.exec(token[0]);
      if (!word) continue;
      const start = token.index + token[0].indexOf(word[1]);
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + word[1].length);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      if (rects.some((r) => Math.abs(r.top - rects[0].top) > r.height / 2)) broken.push("word: «" + word[1] + "» breaks across lines in " + name(el));
    }
  }
  problems.push(...broken);

  if (touch) {
    // The header keeps to one row on a phone (issue 25 §5): every item overlaps every other's height.
    const header = document.querySelector(".site-header");
    const items = header ? [...header.querySelectorAll(":scope > .brand, :scope > nav > *, :scope > nav > .site-links > *")].filter(shown) : [];
    const boxes = items.map((el) => el.getBoundingClientRect());
    if (boxes.length > 1 && Math.max(...boxes.map((b) => b.top)) >= Math.min(...boxes.map((b) => b.bottom)))
      problems.push("header: more than one row: " + items.map((el, i) => name(el) + " at " + Math.round(boxes[i].top)).join("; "));
    // With the status bar, it leaves a table's board well over half the screen.
    const bar = document.querySelector(".status-bar");
    if (header && bar) {
      const chrome = header.getBoundingClientRect().height + bar.getBoundingClientRect().height;
      if (chrome > screen.height / 4) problems.push("chrome: header and status bar take " + Math.round(chrome) + " of " + screen.height + " px");
    }
    const interactive = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="tab"], [tabindex]:not([tabindex="-1"])';
    for (const el of document.querySelectorAll(interactive)) {
      if (el.disabled || el.closest("[inert]") || el.getAttribute("aria-hidden") === "true") continue;
      // A control is hit through its label too.
      const label = el.labels && el.labels[0];
      const hitBox = label && shown(label) ? label : el;
      if (!shown(hitBox) || (hitBox === el && visuallyHidden(el))) continue;
      const box = hitBox.getBoundingClientRect();
      // Parked off the page until focused (a skip link): no finger reaches it.
      if (box.right + scrollX <= 0 || box.bottom + scrollY <= 0) continue;
      if (box.width >= minTarget - 0.5 && box.height >= minTarget - 0.5) continue;
      // The one exception the spec allows: a link inside a sentence.
      const block = el.parentElement;
      const inline = el.tagName === "A" && getComputedStyle(el).display === "inline" && block && (block.textContent || "").trim().length > (el.textContent || "").trim().length;
      if (inline) continue;
      problems.push("target: " + Math.round(box.width) + "×" + Math.round(box.height) + " px " + name(el));
    }
  }
  return problems;
})`;

/** The §7 checks of one open page: overflow, the prompt on the first screen, text and touch-target sizes, words kept whole. */
export function inspect(page: Page, touch: boolean): Promise<string[]> {
  const screen = page.viewportSize();
  return page.evaluate(
    `${IN_PAGE}(${JSON.stringify({ minText: MIN_TEXT_PX, minTarget: MIN_TARGET_PX, touch, screen })})`,
  );
}

/**
 * The axe-core that @axe-core/playwright was built with, run only if the page has none yet: its
 * legacy mode evaluates the source twice per page (once to look for `runPartial`, once per frame),
 * and running axe's 550 KB anew took about 100 ms of the page's CPU each time.
 */
const AXE_ONCE = `if (!window.axe) {\n${createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"))("axe-core").source}\n}`;

/**
 * axe-core's serious and critical violations on the open page, one line each with the elements.
 * Every rule runs, as `axe.run` in the page itself ("legacy mode", which reaches same-origin
 * frames only; the app has none), and only violations are gathered in full: a third of the
 * default's time, which runs axe per frame and again in a new blank page to gather every pass too.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page, axeSource: AXE_ONCE })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `axe ${v.impact}: ${v.id} (${v.help}) at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(", ")}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ""}`,
    );
}
