import type { Catalog } from "../../../../worker/i18n/translate.ts";

const sk: Catalog = {
  "cg.options.level": "Úroveň",
  "cg.options.level.1": "Začiatok: bez zámkov a cintorínov, {bank} duchov, cieľ {goal} bodov.",
  "cg.options.level.2":
    "Pridáva zámky a cintoríny: uzavretý cintorín pochová strážneho a duchovia sa zjavujú aj na otvorených cintorínoch; cieľ {goal} bodov.",
  "cg.options.level.3":
    "Pridáva tri kôpky a dvoch psov: {dog1} bodov, kým dôjde prvá kôpka, a {dog2}, kým dôjde druhá; cieľ {goal}.",
  "cg.options.level.4": "Menej duchov ({bank}) a vyššia latka: {dog1} a {dog2} bodov pre psov, cieľ {goal}.",
  "cg.options.level.5":
    "Pridáva prekliate cintoríny: kartičky lícom nadol okolo otvorených cintorínov a duchovia okolo každého nového; cieľ {goal} bodov.",
  "cg.options.level.6": "Každá farba boduje sama a musí dosiahnuť každú latku: {bank} duchov, cieľ {goal} bodov.",
  "cg.lists.level": "úroveň {level}",
};

export default sk;
