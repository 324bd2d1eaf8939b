import type { Catalog } from "../../../../worker/i18n/translate.ts";

/** Pravidlá Notre Dame našimi slovami (slovenčina, vykanie). */
const sk: Catalog = {
  "ndr.goal.title": "Cieľ hry",
  "ndr.goal.text":
    "Každý hráč spravuje jednu štvrť Paríža. Počas deviatich kôl kladiete kamene vplyvu na sedem políčok svojej štvrte a do Notre Dame a každé políčko vám niečo prináša. Po deviatom kole vyhráva hráč s najväčším počtom bodov prestíže; pri zhode rozhoduje súčet mincí a kameňov vo vlastnej zásobe, potom sa o miesto delia.",
  "ndr.pieces.title": "Čo máte",
  "ndr.pieces.supply":
    "Kamene: 4 vo vlastnej zásobe (pripravené na položenie) a 10 v spoločnej zásobe. Karty a osobnosti presúvajú kamene zo spoločnej do vlastnej zásoby.",
  "ndr.pieces.coins":
    "Mince: na začiatku 3. V hre je spolu 25 mincí; keď dôjdu, minca, ktorú získate, príde od najbohatšieho spoluhráča.",
  "ndr.pieces.rat": "Stupnica moru (0–9): váš potkan začína na 0. Potkany šíria mor; držte potkana nízko.",
  "ndr.pieces.deck":
    "Deväť akčných kariet, od každej jedna: sedem políčok, Notre Dame a radca. Na začiatku každého obdobia sa zamiešajú, takže každú kartu použijete raz za obdobie.",
  "ndr.pieces.carriage":
    "Koč na centrálnom trhovisku vašej štvrte a radca, ktorý vstúpi na plán, keď prvý raz zahráte kartu radcu.",
  "ndr.round.title": "Kolo krok za krokom",
  "ndr.round.reveal": "Odkryjú sa tri osobnosti: dve hnedé a jedna sivá. Súčet ich potkanov je mor tohto kola.",
  "ndr.round.draft":
    "Výber kariet (všetci naraz): pozrite sa na horné tri karty svojho balíčka, jednu si nechajte a dve pošlite hráčovi po ľavici; z dvoch prijatých si jednu nechajte a druhú pošlite ďalej; posledná karta, ktorá k vám dôjde, je tiež vaša. Máte tri karty.",
  "ndr.round.play":
    "Hranie kariet: od zvonára zahrá každý jednu kartu a potom v rovnakom poradí druhú. Tretia karta sa odloží lícom nadol.",
  "ndr.round.bribe":
    "Podplácanie: v rovnakom poradí smie každý zaplatiť 1 mincu a raz využiť jednu z troch osobností. Tú istú osobnosť môže podplatiť viac hráčov.",
  "ndr.round.plague": "Mor: posunú sa všetky potkany (pozri nižšie). Potom zvonár prejde k hráčovi po ľavici.",
  "ndr.play.title": "Zahranie karty",
  "ndr.play.cube":
    "Karta položí jeden kameň z vlastnej zásoby na svoje políčko vo vašej štvrti (Notre Dame: do katedrály) a políčko potom vykoná akciu. Jej sila je počet kameňov na políčku po položení, radca sa počíta ako jeden: tretí kameň v banke dá 3 mince.",
  "ndr.play.empty":
    "S prázdnou vlastnou zásobou namiesto toho presuniete jeden svoj kameň z iného políčka alebo z Notre Dame. Bez jediného kameňa karta nič neurobí.",
  "ndr.play.skip": "Kartu môžete vždy zahrať bez akcie: žiadny kameň, žiadny účinok.",
  "ndr.cards.title": "Karty",
  "ndr.persons.title": "Osobnosti",
  "ndr.persons.text":
    "Podplatenie stojí 1 mincu a každý podpláca najviac raz za kolo. Číslo za menom sú potkany osobnosti. Do počtov sa radca započítava; Notre Dame nie je políčko.",
  "ndr.tokens.title": "Koč a správy",
  "ndr.tokens.text":
    "Vozovňa posunie váš koč po cestách o jedno trhovisko za každý kameň v nej. Na štyroch okrajových trhoviskách každej štvrte leží na začiatku správa jej farby. Keď koč na správe skončí, smiete si ju vziať a hneď získate jej odmenu:",
  "ndr.tokens.set":
    "Zbierajte farby rovnomerne: farbu si smiete vziať, len keď od nej nemáte viac správ ako od ktorejkoľvek inej farby, ktorá ešte leží na pláne.",
  "ndr.plague.title": "Mor",
  "ndr.plague.text":
    "Na konci každého kola sa každý potkan posunie vpred o mor kola, o 1 menej za každý kameň v nemocnici toho hráča (pri zápornom výsledku späť, najviac na 0). Kto podplatil felčiara, počíta mor ako 0.",
  "ndr.plague.strike":
    "Potkan, ktorý by prešiel políčko 9, zostane na 9 a udrie mor: hráč stratí 2 body prestíže a vráti jeden kameň z najobsadenejšieho políčka svojej štvrte do spoločnej zásoby (pri zhode si políčko vyberie; radca sa nikdy neodoberá).",
  "ndr.scoring.title": "Prestíž a vyhodnotenie",
  "ndr.scoring.park": "Park: zakaždým, keď získate body prestíže, pripočítajte 1 za každé dva kamene vo svojom parku.",
  "ndr.scoring.cathedral":
    "Po 3., 6. a 9. kole vypláca Notre Dame: jej prestíž ({two} pre 2 hráčov, {three} pre 3, {four} pre 4, {five} pre 5) sa vydelí počtom kameňov v nej, zaokrúhli nadol, a každý kameň toľko prinesie svojmu majiteľovi. Potom sa všetky kamene z Notre Dame vrátia do spoločných zásob.",
  "ndr.scoring.hidden": "Keď hra skrýva skóre, vidíte až do konca len svoju prestíž.",
  "ndr.symbols.title": "Značky na tomto stole",
  "ndr.symbols.rat": "Na stupnici moru značí {now} vášho potkana teraz a {next}, kam ho posunie mor tohto kola.",
  "ndr.symbols.plague":
    "„Mor v tomto kole“ je súčet potkanov na troch osobnostiach; riadok záznamu „Mor: …“ hlási mor kola, ktoré už skončilo.",
  "ndr.symbols.map":
    "Na mape ukazuje políčko svoju skratku a počet vašich kameňov; {advisor} značí radcu; domček s písmenom je koč; $, ▢, {rat} a 4 sú správy; žltý čiarkovaný obrys je to, čo teraz môžete zvoliť.",
};

export default sk;
