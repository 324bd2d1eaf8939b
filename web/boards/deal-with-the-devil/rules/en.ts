import type { Catalog } from "../../../../worker/i18n/translate.ts";

/** The rules of Deal with the Devil in our own words (English: the source the other languages follow). */
const en: Catalog = {
  "ddr.goal.title": "Goal and roles",
  "ddr.goal.roles":
    "Four players rule four kingdoms. Two are mortals with 3 pure soul pieces each, one is the cultist with 2 tainted soul pieces, one is the devil, who starts without a soul. Your role is secret: only you see it, on your wall.",
  "ddr.goal.secret":
    "Your goods, ducats, soul pieces, indulgences, hand and plans are secret too; debt, reputation, score, wings, privileges and buildings are public. The server routes the chests and keeps every secret, as the app does at the table.",
  "ddr.goal.win": "After five rounds the highest score wins, whatever the role.",
  "ddr.round.title": "A round",
  "ddr.round.production":
    "Production: the wheel turns and each of your four fields yields its resource, plus 2 ducats; symbols of your buildings on a field (small privileges) and upgrades yield more.",
  "ddr.round.cards":
    "Cards: from round 2 keep one building from your hand, draw 4 buildings and an event, and pass 2 of the drawn buildings to your neighbour. Show requirement cards for what you would like in trading.",
  "ddr.round.trading": "Trading: fill your chest, then look at two other chests in turn (see below).",
  "ddr.round.actions":
    "Actions: everybody plans in secret at once; then the plans are revealed and carried out in order.",
  "ddr.round.reputation":
    "Interest and reputation: debt grows with the interest marker; the highest reputation gains an angel wing, the lowest a demon wing, then every marker drifts toward the knot.",
  "ddr.round.witch":
    "Witch hunt (rounds 2 and 3): everybody lays a ring on a suspect or none; two rings or more put a player to questioning.",
  "ddr.round.inquisition": "Inquisition (rounds 3 and 5): wings, the dark ritual, and the inquisitors.",
  "ddr.trading.title": "Trading and the chests",
  "ddr.trading.chest":
    "Put goods and ducats into your chest and set a price, or leave it empty. A mortal asks ducats; the devil asks 1 or 2 soul pieces; the cultist 2–6 ducats or 1 soul piece.",
  "ddr.trading.price":
    "Inside every chest is its owner's mark: it tells the owner's role (the two mortals' marks differ), never who the owner is.",
  "ddr.trading.view":
    "You see two chests in turn: accept one by paying its price (borrow first if you must), or decline. A chest accepted before reaches you already paid.",
  "ddr.trading.anonymous":
    "Nothing tells who owns a chest: the order, the timing and the names stay hidden, and the chests go back to their owners with what was paid.",
  "ddr.actions.title": "The secret plan",
  "ddr.actions.plan":
    "Your plan may hold one side of an event, slot tokens on your action buildings, up to two builds (an action building may be used at once for another token) and the hire of a master.",
  "ddr.actions.tokens": "You own 4 action tokens; a plan uses at most as many as you have.",
  "ddr.actions.events":
    "An event's left side gains goods for reputation; its right side pays for reputation. Holding two events, you discard one.",
  "ddr.actions.compulsory":
    "A planned step must be paid: what you lack is bought at the market, sold for or borrowed; if it still cannot be paid, it is skipped at −1 reputation.",
  "ddr.market.title": "The market",
  "ddr.market.prices": "Buy commons at 3 ducats and rares at 5; sell commons for 1 and rares for 2.",
  "ddr.market.debt": "Borrow any time up to a debt of 10. Every 2 debt costs 1 point at the end.",
  "ddr.market.repay":
    "Repay only in the production, cards and inquisition phases. The table offers it with your cards decision, which comes before anything reads the debt.",
  "ddr.inquisition.title": "The inquisition",
  "ddr.inquisition.wings": "First buy angel wings at 5 ducats each; 3 angel wings become an indulgence.",
  "ddr.inquisition.ritual":
    "The dark ritual: every chest receives a bribe (5 ducats in all bribe an inquisitor away), your guesses of the devil and the cultist, and the devil's soul pieces.",
  "ddr.inquisition.guesses":
    "Round 3: two guesses that agree are checked; a devil found drops 4 reputation, a cultist found 3, and each right guesser gains ducats. Round 5: every guess scores, +2 to a right guesser, +1 to the one wrongly named.",
  "ddr.inquisition.answer":
    "Answer each inquisitor with a soul piece, an indulgence, or its penalty, printed on its card.",
  "ddr.end.title": "The final scoring",
  "ddr.end.terms":
    "Points during the game, buildings, −1 per 2 debt, +2 per large privilege (not the devil), +1 per angel wing, −1 per demon wing, +2 per indulgence, +1 per hired master, −1 per tainted piece, +1 per rare, and 1 per 5 ducats and commons left.",
};

export default en;
