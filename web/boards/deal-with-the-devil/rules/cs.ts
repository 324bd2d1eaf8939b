import type { Catalog } from "../../../../worker/i18n/translate.ts";

/** Pravidla hry Smlouva s ďáblem našimi slovy. */
const cs: Catalog = {
  "ddr.goal.title": "Cíl a role",
  "ddr.goal.roles":
    "Čtyři hráči vládnou čtyřem královstvím. Dva jsou smrtelníci se 3 čistými částmi duše, jeden je kultista se 2 poskvrněnými částmi duše a jeden ďábel, který začíná bez duše. Vaše role je tajná: vidíte ji jen vy, na své zástěně.",
  "ddr.goal.secret":
    "Tajné jsou i vaše suroviny, dukáty, části duše, odpustky, ruka a plány; dluh, pověst, body, křídla, výsady a budovy jsou veřejné. Server rozváží truhly a střeží každé tajemství, jako to u stolu dělá aplikace.",
  "ddr.goal.win": "Po pěti kolech vyhrává nejvyšší skóre, bez ohledu na roli.",
  "ddr.round.title": "Kolo",
  "ddr.round.production":
    "Produkce: kolo se otočí a každé z vašich čtyř polí dá svou surovinu a k tomu 2 dukáty; symboly budov na poli (malé výsady) a vylepšení dají víc.",
  "ddr.round.cards":
    "Karty: od 2. kola si z ruky ponechte jednu budovu, lízněte 4 budovy a událost a 2 z líznutých budov předejte sousedovi. Ukažte karty přání pro obchod.",
  "ddr.round.trading": "Obchod: naplňte truhlu a pak si postupně prohlédněte dvě cizí truhly (viz níže).",
  "ddr.round.actions": "Akce: všichni naráz tajně plánují; pak se plány odhalí a provedou popořadě.",
  "ddr.round.reputation":
    "Úroky a pověst: dluh roste s ukazatelem úroků; nejvyšší pověst získá andělské křídlo, nejnižší ďábelské, pak se všechny ukazatele posunou k uzlu.",
  "ddr.round.witch":
    "Hon na čarodějnice (2. a 3. kolo): každý položí prsten na podezřelého, nebo na nikoho; dva prsteny a víc znamenají výslech.",
  "ddr.round.inquisition": "Inkvizice (3. a 5. kolo): křídla, temný rituál a inkvizitoři.",
  "ddr.trading.title": "Obchod a truhly",
  "ddr.trading.chest":
    "Vložte do truhly zboží a dukáty a určete cenu, nebo ji nechte prázdnou. Smrtelník žádá dukáty; ďábel 1 nebo 2 části duše; kultista 2–6 dukátů nebo 1 část duše.",
  "ddr.trading.price":
    "V každé truhle je značka majitele: prozradí jeho roli (dva smrtelníci mají různé značky), nikdy to, kdo to je.",
  "ddr.trading.view":
    "Postupně uvidíte dvě truhly: přijměte ji zaplacením ceny (případně si nejdřív půjčte), nebo odmítněte. Již přijatá truhla k vám dorazí zaplacená.",
  "ddr.trading.anonymous":
    "Nic neprozradí, komu truhla patří: pořadí, čas ani jména; truhly se vrátí majitelům s tím, co bylo zaplaceno.",
  "ddr.actions.title": "Tajný plán",
  "ddr.actions.plan":
    "Plán může obsahovat jednu stranu události, žetony na akčních budovách, až dvě stavby (akční budovu lze hned použít dalším žetonem) a najmutí mistra.",
  "ddr.actions.tokens": "Máte 4 akční žetony; plán jich použije nejvýš tolik, kolik máte.",
  "ddr.actions.events":
    "Levá strana události dá zboží za pověst, pravá se platí a pověst zvedá. Se dvěma událostmi v ruce jednu odhodíte.",
  "ddr.actions.compulsory":
    "Naplánovaný krok se musí zaplatit: co chybí, se nakoupí, prodá nebo půjčí; nejde-li to ani tak, krok propadne za −1 pověsti.",
  "ddr.market.title": "Trh",
  "ddr.market.prices": "Běžné suroviny se kupují za 3 dukáty, vzácné za 5; prodávají se za 1 a 2.",
  "ddr.market.debt": "Půjčit si lze kdykoli až do dluhu 10. Každé 2 dluhu stojí na konci 1 bod.",
  "ddr.market.repay":
    "Splácet lze jen ve fázi produkce, karet a inkvizice. Stůl splátku nabízí s rozhodnutím ve fázi karet, které přichází dřív, než cokoli dluh čte.",
  "ddr.inquisition.title": "Inkvizice",
  "ddr.inquisition.wings": "Nejdřív kupte andělská křídla po 5 dukátech; 3 andělská křídla se mění v odpustek.",
  "ddr.inquisition.ritual":
    "Temný rituál: do každé truhly jde úplatek (5 dukátů celkem uplatí inkvizitora), tipy na ďábla a kultistu a ďáblovy části duše.",
  "ddr.inquisition.guesses":
    "3. kolo: dva shodné tipy se ověří; odhalený ďábel ztratí 4 pověsti, odhalený kultista 3 a správní tipující získají dukáty. 5. kolo: každý tip boduje, +2 správnému tipujícímu, +1 neprávem jmenovanému.",
  "ddr.inquisition.answer": "Každému inkvizitorovi odpovězte částí duše, odpustkem, nebo trestem z jeho karty.",
  "ddr.end.title": "Závěrečné bodování",
  "ddr.end.terms":
    "Body ze hry, budovy, −1 za každé 2 dluhu, +2 za velkou výsadu (ne ďábel), +1 za andělské křídlo, −1 za ďábelské, +2 za odpustek, +1 za najatého mistra, −1 za poskvrněnou část duše, +1 za vzácnou surovinu a 1 za každých 5 zbylých dukátů a běžných surovin.",
};

export default cs;
