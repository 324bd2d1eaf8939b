import { plural, type NotificationTexts } from "./types.ts";

export const cs: NotificationTexts = {
  yourTurn: { subject: (g) => `Jste na tahu: ${g}`, lead: (g) => `Ve hře ${g} jste na tahu.` },
  gameStarted: {
    subject: (g) => `Hra ${g} začala`,
    lead: (g) => `Vaše hra ${g} začala. Dáme vám vědět, až budete na tahu.`,
  },
  gameOver: { subject: (g) => `Hra ${g} skončila`, lead: (g) => `Vaše hra ${g} skončila: podívejte se, jak dopadla.` },
  result: {
    winner: (n, s) => `Vyhrál(a) ${n} se skóre ${s}.`,
    shared: (n, s) => `O první místo se dělí ${n} se skóre ${s}.`,
    teamWon: "Hráči společně vyhráli.",
    teamLost: "Hráči společně prohráli.",
  },
  invited: { subject: (g, by) => `${by} vás zve do hry ${g}`, lead: (g, by) => `${by} vás zve do hry ${g}.` },
  reminder: {
    subject: (g, h) =>
      `${g}: na tah ${plural("cs", h, { one: "zbývá # hodina", few: "zbývají # hodiny", other: "zbývá # hodin" })}`,
    lead: (g, h, d) =>
      `Na váš tah ve hře ${g} vám ${plural("cs", h, { one: "zbývá asi # hodina", few: "zbývají asi # hodiny", other: "zbývá asi # hodin" })} (do ${d}).`,
  },
  timedOut: {
    subject: (g) => `Ve hře ${g} vám vypršel čas`,
    lead: (g, p) =>
      p === "bot"
        ? `Ve hře ${g} vám vypršel čas, a tak za vás tento tah zahrál bot.`
        : `Ve hře ${g} vám vypršel čas, a tak za vás bot dohraje hru do konce.`,
  },
  chatMention: {
    subject: (g, by) => `${by} vás zmínil(a) ve hře ${g}`,
    lead: (g, by) => `${by} vás zmínil(a) v chatu hry ${g}:`,
  },
  planDropped: {
    subject: (g) => `Váš naplánovaný tah ve hře ${g} se nezahrál`,
    lead: (g, n) =>
      n === 1
        ? `Váš naplánovaný tah ve hře ${g} se nezahrál:`
        : `Žádný z vašich naplánovaných tahů ve hře ${g} (${n}) nešel zahrát.`,
    turn: "Teď jste na tahu.",
    reason: {
      passed: "jeho tah už minul.",
      condition: "jeho podmínka se nesplnila.",
      illegal: "pravidla ho už nedovolují.",
      chain: "tah naplánovaný před ním se nezahrál.",
      hand: "před ním jste sami zahráli jiný tah.",
    },
  },
  test: {
    subject: "Zkušební oznámení",
    lead: "Toto je zkušební oznámení, o které jste požádali. Oznámení e-mailem vám chodí.",
  },
  digest: {
    subject: (n) => `Denní souhrn: ${plural("cs", n, { one: "# novinka", few: "# novinky", other: "# novinek" })}`,
    lead: "Co se ve vašich hrách stalo od posledního souhrnu:",
  },
  open: "Otevřít hru",
  since: (n) =>
    `Od vašeho posledního tahu ${plural("cs", n, { one: "proběhl # tah", few: "proběhly # tahy", other: "proběhlo # tahů" })}:`,
  caused: "Co způsobil váš poslední tah:",
  earlier: (n) =>
    `… ${plural("cs", n, { one: "# starší událost", few: "# starší události", other: "# starších událostí" })}: najdete je v záznamu hry.`,
  unsubscribe: (kind) => `Odhlásit e-maily „${kind}“:`,
  league: {
    startSubject: (l, s) => `${l}: začíná ${s}. sezóna`,
    startLead: (l, s, d) => `${s}. sezóna ligy ${l} začala. Hrajete v divizi ${d}.`,
    opponents: "Vaši soupeři",
    games: (n) =>
      `${plural("cs", n, { one: "Vaše hra", few: "Vaše # hry", other: "Vašich # her" })} (každá začíná sama; dáme vám vědět, až budete na tahu):`,
    gameLine: (at, players) => `${at}: s hráči ${players}`,
    endSubject: (l, s) => `${l}: ${s}. sezóna skončila`,
    endLead: (l, s, d, place, of) =>
      `${s}. sezóna ligy ${l} skončila. V divizi ${d} jste skončili na ${place}. místě z ${of}.`,
    promoted: "Postupujete: příští sezónu hrajete o úroveň výš.",
    relegated: "Sestupujete: příští sezónu hrajete o úroveň níž.",
    stayed: "Příští sezónu zůstáváte na své úrovni.",
    open: "Otevřít ligu",
  },
  kinds: {
    yourTurn: "jste na tahu",
    gameStarted: "začátek hry",
    gameOver: "konec hry",
    invited: "pozvánky",
    reminder: "připomínky termínu",
    timedOut: "vypršení času",
    chatMention: "zmínky v chatu",
    league: "sezóny lig",
    planDropped: "nezahrané naplánované tahy",
  },
  page: {
    title: "Odhlášení",
    question: (kind) => `Přestat posílat e-maily „${kind}“?`,
    button: "Odhlásit",
    done: (kind) => `Hotovo: e-maily „${kind}“ už vám posílat nebudeme. Znovu je zapnete v nastavení oznámení.`,
    invalid: "Tento odkaz pro odhlášení není platný.",
  },
  byMail: {
    howTo: (example) => `Chcete-li táhnout, odpovězte na tento e-mail jen kódem svého tahu, například ${example}:`,
    more: "Další tahy a herní plán najdete u stolu.",
    composed: "Tento tah se skládá u stolu: otevřete hru a zahrajte ho tam.",
    played: { subject: (g) => `Váš tah ve hře ${g}`, lead: (g, move) => `Váš tah ve hře ${g} je zahrán: ${move}.` },
    next: {
      again: "Jste opět na tahu.",
      others: (names) => `Teď je řada na: ${names}.`,
      secret: "Teď volí ostatní.",
      over: "Hra skončila.",
    },
    refused: {
      subject: (g) => `Váš tah ve hře ${g} nebyl zahrán`,
      noCode: "V odpovědi jsme nenašli kód tahu. Odpovězte jen kódem, tak jak je uveden v e-mailu o tahu.",
      unknownCode: (code) =>
        `„${code}“ teď není žádný z vašich tahů. Odpovězte kódem z e-mailu o tahu, nebo táhněte u stolu.`,
      stale:
        "Hra od toho e-mailu pokročila, jeho kódy už neplatí. Podívejte se ke stolu, nebo počkejte na další e-mail o tahu.",
      notYourTurn: "V této hře nejste na tahu.",
      gameOver: "Tato hra skončila.",
      rule: (reason) => `Pravidla tento tah nedovolují: ${reason}`,
    },
  },
};
