import { plural, type NotificationTexts } from "./types.ts";

export const sk: NotificationTexts = {
  yourTurn: { subject: (g) => `Ste na ťahu: ${g}`, lead: (g) => `V hre ${g} ste na ťahu.` },
  gameStarted: {
    subject: (g) => `Hra ${g} sa začala`,
    lead: (g) => `Vaša hra ${g} sa začala. Dáme vám vedieť, keď budete na ťahu.`,
  },
  gameOver: {
    subject: (g) => `Hra ${g} sa skončila`,
    lead: (g) => `Vaša hra ${g} sa skončila: pozrite sa, ako dopadla.`,
  },
  result: {
    winner: (n, s) => `Vyhral(a) ${n} so skóre ${s}.`,
    shared: (n, s) => `O prvé miesto sa delia ${n} so skóre ${s}.`,
    teamWon: "Hráči spoločne vyhrali.",
    teamLost: "Hráči spoločne prehrali.",
  },
  invited: { subject: (g, by) => `${by} vás pozýva do hry ${g}`, lead: (g, by) => `${by} vás pozýva do hry ${g}.` },
  reminder: {
    subject: (g, h) =>
      `${g}: na ťah ${plural("sk", h, { one: "zostáva # hodina", few: "zostávajú # hodiny", other: "zostáva # hodín" })}`,
    lead: (g, h, d) =>
      `Na váš ťah v hre ${g} vám ${plural("sk", h, { one: "zostáva asi # hodina", few: "zostávajú asi # hodiny", other: "zostáva asi # hodín" })} (do ${d}).`,
  },
  timedOut: {
    subject: (g) => `V hre ${g} vám vypršal čas`,
    lead: (g, p) =>
      p === "bot"
        ? `V hre ${g} vám vypršal čas, a tak za vás tento ťah zahral bot.`
        : `V hre ${g} vám vypršal čas, a tak za vás bot dohrá hru do konca.`,
  },
  chatMention: {
    subject: (g, by) => `${by} vás spomenul(a) v hre ${g}`,
    lead: (g, by) => `${by} vás spomenul(a) v chate hry ${g}:`,
  },
  planDropped: {
    subject: (g) => `Váš naplánovaný ťah v hre ${g} sa nezahral`,
    lead: (g, n) =>
      n === 1
        ? `Váš naplánovaný ťah v hre ${g} sa nezahral:`
        : `Žiadny z vašich naplánovaných ťahov v hre ${g} (${n}) sa nedal zahrať.`,
    turn: "Teraz ste na ťahu.",
    reason: {
      passed: "jeho ťah už minul.",
      condition: "jeho podmienka sa nesplnila.",
      illegal: "pravidlá ho už nedovoľujú.",
      chain: "ťah naplánovaný pred ním sa nezahral.",
      hand: "pred ním ste sami zahrali iný ťah.",
    },
  },
  test: {
    subject: "Skúšobné upozornenie",
    lead: "Toto je skúšobné upozornenie, o ktoré ste požiadali. Upozornenia e-mailom vám chodia.",
  },
  digest: {
    subject: (n) => `Denný súhrn: ${plural("sk", n, { one: "# novinka", few: "# novinky", other: "# noviniek" })}`,
    lead: "Čo sa vo vašich hrách stalo od posledného súhrnu:",
  },
  open: "Otvoriť hru",
  since: (n) =>
    `Od vášho posledného ťahu ${plural("sk", n, { one: "prebehol # ťah", few: "prebehli # ťahy", other: "prebehlo # ťahov" })}:`,
  caused: "Čo spôsobil váš posledný ťah:",
  earlier: (n) =>
    `… ${plural("sk", n, { one: "# staršia udalosť", few: "# staršie udalosti", other: "# starších udalostí" })}: nájdete ich v zázname hry.`,
  unsubscribe: (kind) => `Odhlásiť e-maily „${kind}“:`,
  league: {
    startSubject: (l, s) => `${l}: začína ${s}. sezóna`,
    startLead: (l, s, d) => `${s}. sezóna ligy ${l} sa začala. Hráte v divízii ${d}.`,
    opponents: "Vaši súperi",
    games: (n) =>
      `${plural("sk", n, { one: "Vaša hra", few: "Vaše # hry", other: "Vašich # hier" })} (každá sa začína sama; dáme vám vedieť, keď budete na ťahu):`,
    gameLine: (at, players) => `${at}: s hráčmi ${players}`,
    endSubject: (l, s) => `${l}: ${s}. sezóna sa skončila`,
    endLead: (l, s, d, place, of) =>
      `${s}. sezóna ligy ${l} sa skončila. V divízii ${d} ste skončili na ${place}. mieste z ${of}.`,
    promoted: "Postupujete: budúcu sezónu hráte o úroveň vyššie.",
    relegated: "Zostupujete: budúcu sezónu hráte o úroveň nižšie.",
    stayed: "Budúcu sezónu zostávate na svojej úrovni.",
    open: "Otvoriť ligu",
  },
  kinds: {
    yourTurn: "ste na ťahu",
    gameStarted: "začiatok hry",
    gameOver: "koniec hry",
    invited: "pozvánky",
    reminder: "pripomienky termínu",
    timedOut: "vypršanie času",
    chatMention: "zmienky v chate",
    league: "sezóny líg",
    planDropped: "nezahrané naplánované ťahy",
  },
  page: {
    title: "Odhlásenie",
    question: (kind) => `Prestať posielať e-maily „${kind}“?`,
    button: "Odhlásiť",
    done: (kind) => `Hotovo: e-maily „${kind}“ vám už posielať nebudeme. Znova ich zapnete v nastaveniach upozornení.`,
    invalid: "Tento odkaz na odhlásenie nie je platný.",
  },
  byMail: {
    howTo: (example) => `Ak chcete ťahať, odpovedzte na tento e-mail iba kódom svojho ťahu, napríklad ${example}:`,
    more: "Ďalšie ťahy a hraciu plochu nájdete pri stole.",
    composed: "Tento ťah sa skladá pri stole: otvorte hru a zahrajte ho tam.",
    played: { subject: (g) => `Váš ťah v hre ${g}`, lead: (g, move) => `Váš ťah v hre ${g} je zahraný: ${move}.` },
    next: {
      again: "Ste opäť na ťahu.",
      others: (names) => `Teraz je rad na: ${names}.`,
      secret: "Teraz volia ostatní.",
      over: "Hra sa skončila.",
    },
    refused: {
      subject: (g) => `Váš ťah v hre ${g} nebol zahraný`,
      noCode: "V odpovedi sme nenašli kód ťahu. Odpovedzte iba kódom, tak ako je uvedený v e-maile o ťahu.",
      unknownCode: (code) =>
        `„${code}“ teraz nie je žiadny z vašich ťahov. Odpovedzte kódom z e-mailu o ťahu, alebo ťahajte pri stole.`,
      stale:
        "Hra od toho e-mailu pokročila, jeho kódy už neplatia. Pozrite sa k stolu, alebo počkajte na ďalší e-mail o ťahu.",
      notYourTurn: "V tejto hre nie ste na ťahu.",
      gameOver: "Táto hra sa skončila.",
      rule: (reason) => `Pravidlá tento ťah nedovoľujú: ${reason}`,
    },
  },
};
