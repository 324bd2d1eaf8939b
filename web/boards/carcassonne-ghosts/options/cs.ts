import type { Catalog } from "../../../../worker/i18n/translate.ts";

const cs: Catalog = {
  "cg.options.level": "Úroveň",
  "cg.options.level.1": "Začátek: bez zámků a hřbitovů, {bank} duchů, cíl {goal} bodů.",
  "cg.options.level.2":
    "Přidává zámky a hřbitovy: uzavřený hřbitov pohřbí strážce a duchové se zjevují i na otevřených hřbitovech; cíl {goal} bodů.",
  "cg.options.level.3":
    "Přidává tři hromádky a dva psy: {dog1} bodů než dojde první hromádka a {dog2} než dojde druhá; cíl {goal}.",
  "cg.options.level.4": "Méně duchů ({bank}) a vyšší laťka: {dog1} a {dog2} bodů pro psy, cíl {goal}.",
  "cg.options.level.5":
    "Přidává prokleté hřbitovy: dílky lícem dolů kolem otevřených hřbitovů a duchové kolem každého nového; cíl {goal} bodů.",
  "cg.options.level.6": "Každá barva boduje sama a musí dosáhnout každé laťky: {bank} duchů, cíl {goal} bodů.",
  "cg.lists.level": "úroveň {level}",
};

export default cs;
