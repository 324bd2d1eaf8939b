/** "Your turn" in the tab: a count in the title and a badge on the favicon. */
const ICON = (badge: boolean) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#3b2f63"/><path d="M16 5l9 6v14H7V11z" fill="#f4e9c8"/>${
      badge ? '<circle cx="25" cy="7" r="7" fill="#d62828" stroke="#fff" stroke-width="2"/>' : ""
    }</svg>`,
  )}`;

export function showAttention(title: string, waiting: number, yourTurn: string): void {
  document.title = waiting > 0 ? `(${waiting}) ${yourTurn} · ${title}` : title;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement("link");
    link.rel = "icon";
    document.head.appendChild(link);
  }
  link.href = ICON(waiting > 0);
}
