import type { Catalog } from "../../../../worker/i18n/translate.ts";

/** Pravidlá hry Zmluva s diablom našimi slovami. */
const sk: Catalog = {
  "ddr.goal.title": "Cieľ a roly",
  "ddr.goal.roles":
    "Štyria hráči vládnu štyrom kráľovstvám. Dvaja sú smrteľníci s 3 čistými časťami duše, jeden je kultista s 2 poškvrnenými časťami duše a jeden diabol, ktorý začína bez duše. Vaša rola je tajná: vidíte ju len vy, na svojej zástene.",
  "ddr.goal.secret":
    "Tajné sú aj vaše suroviny, dukáty, časti duše, odpustky, ruka a plány; dlh, povesť, body, krídla, výsady a budovy sú verejné. Server rozváža truhly a stráži každé tajomstvo, ako to pri stole robí aplikácia.",
  "ddr.goal.win": "Po piatich kolách vyhráva najvyššie skóre bez ohľadu na rolu.",
  "ddr.round.title": "Kolo",
  "ddr.round.production":
    "Produkcia: koleso sa otočí a každé z vašich štyroch polí dá svoju surovinu a k tomu 2 dukáty; symboly budov na poli (malé výsady) a vylepšenia dajú viac.",
  "ddr.round.cards":
    "Karty: od 2. kola si z ruky ponechajte jednu budovu, potiahnite 4 budovy a udalosť a 2 z potiahnutých budov odovzdajte susedovi. Ukážte karty želaní pre obchod.",
  "ddr.round.trading": "Obchod: naplňte truhlu a potom si postupne pozrite dve cudzie truhly (pozri nižšie).",
  "ddr.round.actions": "Akcie: všetci naraz tajne plánujú; potom sa plány odhalia a vykonajú poporiadku.",
  "ddr.round.reputation":
    "Úroky a povesť: dlh rastie s ukazovateľom úrokov; najvyššia povesť získa anjelské krídlo, najnižšia diabolské, potom sa všetky ukazovatele posunú k uzlu.",
  "ddr.round.witch":
    "Hon na čarodejnice (2. a 3. kolo): každý položí prsteň na podozrivého alebo na nikoho; dva prstene a viac znamenajú výsluch.",
  "ddr.round.inquisition": "Inkvizícia (3. a 5. kolo): krídla, temný rituál a inkvizítori.",
  "ddr.trading.title": "Obchod a truhly",
  "ddr.trading.chest":
    "Vložte do truhly tovar a dukáty a určte cenu, alebo ju nechajte prázdnu. Smrteľník žiada dukáty; diabol 1 alebo 2 časti duše; kultista 2–6 dukátov alebo 1 časť duše.",
  "ddr.trading.price":
    "V každej truhle je značka majiteľa: prezradí jeho rolu (dvaja smrteľníci majú rôzne značky), nikdy to, kto to je.",
  "ddr.trading.view":
    "Postupne uvidíte dve truhly: prijmite ju zaplatením ceny (prípadne si najprv požičajte), alebo odmietnite. Už prijatá truhla k vám príde zaplatená.",
  "ddr.trading.anonymous":
    "Nič neprezradí, komu truhla patrí: poradie, čas ani mená; truhly sa vrátia majiteľom s tým, čo bolo zaplatené.",
  "ddr.actions.title": "Tajný plán",
  "ddr.actions.plan":
    "Plán môže obsahovať jednu stranu udalosti, žetóny na akčných budovách, až dve stavby (akčnú budovu možno hneď použiť ďalším žetónom) a najatie majstra.",
  "ddr.actions.tokens": "Máte 4 akčné žetóny; plán ich použije najviac toľko, koľko máte.",
  "ddr.actions.events":
    "Ľavá strana udalosti dá tovar za povesť, pravá sa platí a povesť zdvíha. S dvoma udalosťami v ruke jednu odhodíte.",
  "ddr.actions.compulsory":
    "Naplánovaný krok sa musí zaplatiť: čo chýba, sa nakúpi, predá alebo požičia; ak to nejde ani tak, krok prepadne za −1 povesti.",
  "ddr.market.title": "Trh",
  "ddr.market.prices": "Bežné suroviny sa kupujú za 3 dukáty, vzácne za 5; predávajú sa za 1 a 2.",
  "ddr.market.debt": "Požičať si možno kedykoľvek až do dlhu 10. Každé 2 dlhu stoja na konci 1 bod.",
  "ddr.market.repay":
    "Splácať možno len vo fáze produkcie, kariet a inkvizície. Stôl splátku ponúka s rozhodnutím vo fáze kariet, ktoré prichádza skôr, než čokoľvek dlh číta.",
  "ddr.inquisition.title": "Inkvizícia",
  "ddr.inquisition.wings": "Najprv kúpte anjelské krídla po 5 dukátoch; 3 anjelské krídla sa menia na odpustok.",
  "ddr.inquisition.ritual":
    "Temný rituál: do každej truhly ide úplatok (5 dukátov spolu podplatí inkvizítora), tipy na diabla a kultistu a diablove časti duše.",
  "ddr.inquisition.guesses":
    "3. kolo: dva zhodné tipy sa overia; odhalený diabol stratí 4 povesti, odhalený kultista 3 a správni tipujúci získajú dukáty. 5. kolo: každý tip boduje, +2 správnemu tipujúcemu, +1 neprávom menovanému.",
  "ddr.inquisition.answer": "Každému inkvizítorovi odpovedzte časťou duše, odpustkom, alebo trestom z jeho karty.",
  "ddr.end.title": "Záverečné bodovanie",
  "ddr.end.terms":
    "Body z hry, budovy, −1 za každé 2 dlhu, +2 za veľkú výsadu (nie diabol), +1 za anjelské krídlo, −1 za diabolské, +2 za odpustok, +1 za najatého majstra, −1 za poškvrnenú časť duše, +1 za vzácnu surovinu a 1 za každých 5 zvyšných dukátov a bežných surovín.",
};

export default sk;
