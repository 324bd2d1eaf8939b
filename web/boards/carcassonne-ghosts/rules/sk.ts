import type { Catalog } from "../../../../worker/i18n/translate.ts";

/** Pravidlá hry Carcassonne: duchovia vlastnými slovami, po slovensky. */
const sk: Catalog = {
  "cgr.goal.title": "Cieľ",
  "cgr.goal.text":
    "Hráte všetci spolu proti duchom. Kladte kartičky, strážte cesty, mestá a hrady a zbierajte body, kým tím nedosiahne cieľ úrovne. Prehráte všetci, keď sa má objaviť duch a zásoba je prázdna, alebo keď sa má ťahať kartička a žiadna nezostáva.",
  "cgr.turn.title": "Ťah",
  "cgr.turn.place":
    "Potiahnite kartičku a položte ju k plánu tak, aby všetky dotýkajúce sa hrany sedeli: mesto k mestu, cesta k ceste, lúka k lúke (na hmle nezáleží). Kartička, ktorá sa nikam nehodí, odchádza z hry.",
  "cgr.turn.ghosts":
    "Ak hmla novej kartičky nie je uzavretá, na každý jej symbol ducha príde duch zo zásoby, o jedného menej, ak sa jej hmla spojí s hmlou na pláne.",
  "cgr.turn.guard":
    "Môžete postaviť jedného strážcu zo zásoby na cestu, mesto alebo hrad novej kartičky, ktoré nikto nestráži.",
  "cgr.turn.evaluate":
    "Každá strážená stavba, ktorú kartička dokončila, sa vyhodnotí: vezmite body, alebo sa ich vzdajte a zažeňte až 3 duchov z jednej kartičky. Strážcovia sa vrátia do zásoby.",
  "cgr.turn.after": "Vyššie úrovne pridávajú pochovávanie, psov a kartičku lícom nadol; potom ťahá ďalší hráč.",
  "cgr.fog.title": "Hmla",
  "cgr.fog.text":
    "Hmla cez viac kartičiek tvorí jeden hmlistý oblak. Keď každá jeho hrana narazí na hmlu susednej kartičky, je uzavretý a jeho duchovia sa vrátia do zásoby. Hmla, ktorá narazí na čistú zem, sa už nikdy neuzavrie.",
  "cgr.scoring.title": "Body",
  "cgr.scoring.road": "Cesta uzavretá na oboch koncoch: 1 bod za kartičku.",
  "cgr.scoring.city": "Mesto uzavreté hradbami: 2 body za kartičku a 2 za erb.",
  "cgr.scoring.castle": "Hrad so všetkými 8 kartičkami okolo: 2 body za každú z tých deviatich kartičiek s hmlou.",
  "cgr.scoring.colours": "Stavba platí raz za každú farbu strážcov na nej.",
  "cgr.more.title": "Vyššie úrovne",
  "cgr.more.cemetery":
    "Uzavretie cintorína na ňom navždy pochová strážcu: stojaceho, ktorého vyberiete, alebo zo zásoby, keď nikto nestojí.",
  "cgr.more.dogs":
    "Kartičky sú v troch kôpkach. Dosiahnite body psa skôr, než sa jeho kôpka minie, inak prehráte; pes si potom ľahne k strážcovi, zaženie duchov z kartičiek okolo a neskôr dá 1 bod za každého ducha na pláne.",
  "cgr.more.faceDown":
    "Úrovne 5 a 6: kým je nejaký cintorín otvorený, končí každý ťah položením kartičky lícom nadol vedľa neho. Jej líc nikto nikdy neuvidí a nič, čoho sa dotýka, sa neuzavrie.",
  "cgr.more.perColour": "Úroveň 6: každá farba má vlastné skóre a každá musí dosiahnuť každú hranicu.",
  "cgr.levels.title": "Úrovne",
  "cgr.levels.level": "Úroveň {level}",
  "cgr.symbols.title": "Symboly na kartičkách",
  "cgr.symbols.fog": "Sivá hmla so symbolmi duchov: každý symbol privedie ducha, keď sa kartička položí.",
  "cgr.symbols.shield": "Erb v meste: o 2 body viac, keď sa mesto vyhodnotí.",
  "cgr.symbols.castle": "Hrad: strážca na ňom boduje, keď leží všetkých 8 kartičiek okolo.",
  "cgr.symbols.cemetery": "Cintorín: po uzavretí sa na ňom pochová strážca.",
  "cgr.symbols.back": "Rub kartičky položenej lícom nadol.",
};

export default sk;
