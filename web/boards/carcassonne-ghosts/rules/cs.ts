import type { Catalog } from "../../../../worker/i18n/translate.ts";

/** Pravidla hry Carcassonne: duchové vlastními slovy, česky. */
const cs: Catalog = {
  "cgr.goal.title": "Cíl",
  "cgr.goal.text":
    "Hrajete všichni společně proti duchům. Pokládejte dílky, hlídejte cesty, města a hrady a sbírejte body, dokud tým nedosáhne cíle úrovně. Prohrajete všichni, když se má objevit duch a zásoba je prázdná, nebo když se má táhnout dílek a žádný nezbývá.",
  "cgr.turn.title": "Tah",
  "cgr.turn.place":
    "Táhněte dílek a položte ho k plánu tak, aby všechny dotýkající se hrany seděly: město k městu, cesta k cestě, louka k louce (na mlze nezáleží). Dílek, který se nikam nehodí, odchází ze hry.",
  "cgr.turn.ghosts":
    "Pokud mlha nového dílku není uzavřená, na každý jeho symbol ducha přijde duch ze zásoby, o jednoho méně, pokud se jeho mlha spojí s mlhou na plánu.",
  "cgr.turn.guard":
    "Můžete postavit jednoho strážce ze zásoby na cestu, město nebo hrad nového dílku, které nikdo nehlídá.",
  "cgr.turn.evaluate":
    "Každá hlídaná stavba, kterou dílek dokončil, se vyhodnotí: vezměte body, nebo se jich vzdejte a zažeňte až 3 duchy z jednoho dílku. Strážci se vrátí do zásoby.",
  "cgr.turn.after": "Vyšší úrovně přidávají pohřby, psy a dílek lícem dolů; pak táhne další hráč.",
  "cgr.fog.title": "Mlha",
  "cgr.fog.text":
    "Mlha přes více dílků tvoří jeden mlžný oblak. Když každá jeho hrana narazí na mlhu sousedního dílku, je uzavřen a jeho duchové se vrátí do zásoby. Mlha, která narazí na čistou zemi, se už nikdy neuzavře.",
  "cgr.scoring.title": "Body",
  "cgr.scoring.road": "Cesta uzavřená na obou koncích: 1 bod za dílek.",
  "cgr.scoring.city": "Město uzavřené hradbami: 2 body za dílek a 2 za erb.",
  "cgr.scoring.castle": "Hrad se všemi 8 dílky kolem: 2 body za každý z těch devíti dílků s mlhou.",
  "cgr.scoring.colours": "Stavba platí jednou za každou barvu strážců na ní.",
  "cgr.more.title": "Vyšší úrovně",
  "cgr.more.cemetery":
    "Uzavření hřbitova na něm navždy pohřbí strážce: stojícího, kterého vyberete, nebo ze zásoby, když nikdo nestojí.",
  "cgr.more.dogs":
    "Dílky jsou ve třech balíčcích. Dosáhněte bodů psa, než jeho balíček dojde, jinak prohrajete; pes si pak lehne ke strážci, zažene duchy z dílků kolem a později dá 1 bod za každého ducha na plánu.",
  "cgr.more.faceDown":
    "Úrovně 5 a 6: dokud je nějaký hřbitov otevřený, končí každý tah položením dílku lícem dolů vedle něj. Jeho líc nikdy nikdo neuvidí a nic, co se ho dotýká, se neuzavře.",
  "cgr.more.perColour": "Úroveň 6: každá barva má vlastní skóre a každá musí dosáhnout každé hranice.",
  "cgr.levels.title": "Úrovně",
  "cgr.levels.level": "Úroveň {level}",
  "cgr.symbols.title": "Symboly na dílcích",
  "cgr.symbols.fog": "Šedá mlha se symboly duchů: každý symbol přivede ducha, když se dílek položí.",
  "cgr.symbols.shield": "Erb ve městě: o 2 body víc, když se město vyhodnotí.",
  "cgr.symbols.castle": "Hrad: strážce na něm boduje, jakmile leží všech 8 dílků kolem.",
  "cgr.symbols.cemetery": "Hřbitov: po uzavření se na něm pohřbí strážce.",
  "cgr.symbols.back": "Rub dílku položeného lícem dolů.",
};

export default cs;
