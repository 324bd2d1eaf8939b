import type { Catalog } from "../../../../worker/i18n/translate.ts";

/** Pravidla Notre Dame našimi slovy (čeština, vykání, pojmy z českých pravidel). */
const cs: Catalog = {
  "ndr.goal.title": "Cíl hry",
  "ndr.goal.text":
    "Každý hráč spravuje jednu čtvrť Paříže. Během devíti kol pokládáte kameny vlivu na sedm polí své čtvrti a do Notre Dame a každé pole vám něco přináší. Po devátém kole vítězí hráč s nejvíce body prestiže; při shodě rozhoduje součet mincí a kamenů ve vlastní zásobě, pak se o místo dělí.",
  "ndr.pieces.title": "Co máte",
  "ndr.pieces.supply":
    "Kameny: 4 ve vlastní zásobě (připravené k položení) a 10 ve společné zásobě. Karty a osobnosti přesouvají kameny ze společné do vlastní zásoby.",
  "ndr.pieces.coins":
    "Mince: na začátku 3. Ve hře je celkem 25 mincí; když dojdou, mince, kterou získáte, přijde od nejbohatšího spoluhráče.",
  "ndr.pieces.rat":
    "Stupnice zamoření (0–9): vaše krysa začíná na 0. Čím výš krysa, tím blíž je úder zamoření; držte krysu nízko.",
  "ndr.pieces.deck":
    "Devět akčních karet, od každé jedna: sedm polí, Notre Dame a rádce. Na začátku každého období se zamíchají, takže každou kartu použijete jednou za období.",
  "ndr.pieces.carriage":
    "Kočár na centrálním trhu vaší čtvrti a rádce, který vstoupí na plán, když poprvé zahrajete kartu rádce.",
  "ndr.round.title": "Kolo krok za krokem",
  "ndr.round.reveal": "Odkryjí se tři osobnosti: dvě hnědé a jedna šedá. Součet jejich krys je zamoření tohoto kola.",
  "ndr.round.draft":
    "Výběr karet (všichni najednou): podívejte se na horní tři karty svého balíčku, jednu si ponechte a dvě pošlete hráči po levici; z obou obdržených si jednu ponechte a druhou pošlete dál; poslední karta, která k vám dojde, je také vaše. Máte tři karty.",
  "ndr.round.play":
    "Hraní karet: od zvoníka zahraje každý jednu kartu a pak ve stejném pořadí druhou. Třetí karta se odloží lícem dolů.",
  "ndr.round.bribe":
    "Uplácení: ve stejném pořadí smí každý zaplatit 1 minci a jednou využít jednu ze tří osobností. Stejnou osobnost může uplatit více hráčů.",
  "ndr.round.plague": "Zamoření: posunou se všechny krysy (viz níže). Pak zvoník přejde k hráči po levici.",
  "ndr.play.title": "Zahrání karty",
  "ndr.play.cube":
    "Karta položí jeden kámen z vlastní zásoby na své pole ve vaší čtvrti (Notre Dame: do katedrály) a pole pak provede akci. Její síla je počet kamenů na poli po položení, rádce se počítá jako jeden: třetí kámen v bance dá 3 mince.",
  "ndr.play.empty":
    "S prázdnou vlastní zásobou místo toho přesunete jeden svůj kámen z jiného pole nebo z Notre Dame. Bez jediného kamene karta nic neudělá.",
  "ndr.play.skip": "Kartu můžete vždy zahrát bez akce: žádný kámen, žádný účinek.",
  "ndr.cards.title": "Karty",
  "ndr.persons.title": "Osobnosti",
  "ndr.persons.text":
    "Uplacení stojí 1 minci a každý uplácí nejvýše jednou za kolo. Číslo za jménem jsou krysy osobnosti. Do počtů se rádce započítává; Notre Dame není pole.",
  "ndr.tokens.title": "Kočár a žetony cechu",
  "ndr.tokens.text":
    "Stanice dostavníku posune váš kočár po cestách o jeden trh za každý kámen v ní. Na čtyřech okrajových trzích každé čtvrti leží na začátku žeton cechu její barvy. Když kočár na žetonu skončí, smíte si ho vzít a hned získáte jeho odměnu:",
  "ndr.tokens.set":
    "Sbírejte barvy rovnoměrně: barvu si smíte vzít, jen když od ní nemáte víc žetonů než od kterékoli jiné barvy, která ještě leží na plánu.",
  "ndr.plague.title": "Zamoření",
  "ndr.plague.text":
    "Na konci každého kola se každá krysa posune vpřed o zamoření kola, o 1 méně za každý kámen v nemocnici toho hráče (při záporném výsledku zpět, nejvýše na 0). Kdo uplatil felčara, počítá zamoření jako 0.",
  "ndr.plague.strike":
    "Krysa, která by přešla pole 9, zůstane na 9 a udeří zamoření: hráč ztratí 2 body prestiže a vrátí jeden kámen z nejobsazenějšího pole své čtvrti do společné zásoby (při shodě si pole vybere; rádce se nikdy neodebírá).",
  "ndr.scoring.title": "Prestiž a vyhodnocení",
  "ndr.scoring.park": "Park: pokaždé, když získáte body prestiže, přičtěte 1 za každé dva kameny ve svém parku.",
  "ndr.scoring.cathedral":
    "Po 3., 6. a 9. kole vyplácí Notre Dame: její prestiž ({two} pro 2 hráče, {three} pro 3, {four} pro 4, {five} pro 5) se vydělí počtem kamenů v ní, zaokrouhlí dolů, a každý kámen tolik přinese svému majiteli. Pak se všechny kameny z Notre Dame vrátí do společných zásob.",
  "ndr.scoring.hidden": "Když hra skrývá skóre, vidíte až do konce jen svou prestiž.",
  "ndr.symbols.title": "Značky na tomto stole",
  "ndr.symbols.rat": "Na stupnici zamoření značí {now} vaši krysu teď a {next}, kam ji posune zamoření tohoto kola.",
  "ndr.symbols.plague":
    "„Zamoření v tomto kole“ je součet krys na třech osobnostech; řádek záznamu „Zamoření: …“ hlásí zamoření kola, které už skončilo.",
  "ndr.symbols.map":
    "Na mapě ukazuje pole svou zkratku a počet vašich kamenů; {advisor} značí rádce; domeček s písmenem je kočár; $, ▢, {rat} a 4 jsou žetony cechu; žlutý čárkovaný obrys je to, co teď můžete zvolit.",
};

export default cs;
