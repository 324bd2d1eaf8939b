import type { Catalog } from "../../../../i18n/translate.ts";
import rules from "../rules/en.ts";

/**
 * Deal with the Devil's words only the table and the card sheets read, in English: the cards' rules
 * text (card-text.ts composes it). The Worker leaves them out; the rule errors, which reply mails say too, come from ../rules.
 */
const words: Catalog = {
  ...rules,
  "dd.symbol.rural": "Rural",
  "dd.symbol.urban": "Urban",
  "dd.symbol.church": "Church",
  "dd.symbol.science": "Science",
  "dd.pay.master.rural": "your hired rural master",
  "dd.pay.master.urban": "your hired urban master",
  "dd.pay.master.church": "your hired church master",
  "dd.pay.actionToken": { one: "{count} free action token for good", other: "{count} free action tokens for good" },
  "dd.per.buildings.rural": "for each rural building you have",
  "dd.per.buildings.urban": "for each urban building you have",
  "dd.per.buildings.church": "for each church building you have",
  "dd.per.privileges.small": "for each small privilege you have",
  "dd.per.privileges.large": "for each large privilege you have",
  "dd.per.privileges.all": "for each privilege you have",
  "dd.per.buildingPairs": "for every 2 buildings you have",
  "dd.per.playersBelow": "for each player below you at the start of the phase",
  "dd.per.debtPairs": "for every 2 debt",
  "dd.per.masters": "for each hired master you hold",
  "dd.if.reputation.highest": "your reputation was the highest at the start of the phase",
  "dd.if.reputation.lowest": "your reputation was the lowest at the start of the phase",
  "dd.if.reputation.notHighest": "your reputation is not the highest",
  "dd.if.reputation.belowStart": "your reputation was below the start space at the start of the phase",
  "dd.if.noDebt": "you have no debt",
  "dd.if.debtAtMost": "your debt is {count} or less",
  "dd.if.tokensUsed": "you used at least {count} action tokens (paid ones only)",
  "dd.if.hired": "you hired a master with the hire action",
  "dd.if.buildings.rural": "you have at least {count} rural buildings",
  "dd.if.buildings.urban": "you have at least {count} urban buildings",
  "dd.if.buildings.church": "you have at least {count} church buildings",
  "dd.fx.per": "{what} {per}",
  "dd.fx.if": "If {condition}: {what}",
  "dd.fx.exchange": "Pay {pay}: {what}",
  "dd.fx.giveBack": "Give back {master}: {what}",
  "dd.fx.master.rural": "Take your rural master for free",
  "dd.fx.master.urban": "Take your urban master for free",
  "dd.fx.master.church": "Take your church master for free",
  "dd.fx.master.any": "Take one of your masters for free",
  "dd.fx.privilege.place": "Place a small privilege on a production field now",
  "dd.fx.privilege.discard":
    "Discard a small privilege not yet gained; with all 4 gained, take one off its field (back to level 1)",
  "dd.fx.discardAll": {
    one: "Choose {kinds}: discard all of it, {count} point per token",
    other: "Choose {kinds}: discard all of it, {count} points per token",
  },
  "dd.fx.skipInterest": "If {condition}, your interest marker does not move",
  "dd.fx.handIn": {
    one: "Hand in {count} resource; {points} if you cannot",
    other: "Hand in {count} resources; {points} for each you cannot",
  },
  "dd.fx.handInRare": {
    one: "Hand in {count} rare resource (glass or marble); {points} if you do not",
    other: "Hand in {count} rare resources (glass or marble); {points} for each you do not",
  },
  "dd.fx.debt": "Debt +{count} (past 10: back to 9 and 1 demon wing)",
  "dd.fx.repay": "You may repay debt now",
  "dd.fx.slot":
    "Slide one of your action buildings under this card: it acts now, and first in every later action phase",
  "dd.fx.destroy":
    "Destroys your building with the second-highest points (of two tied on top, one of them; you choose)",
  "dd.timing.immediate": "When built",
  "dd.timing.action": "Action",
  "dd.timing.production": "Each production phase",
  "dd.timing.interest": "Each interest phase",
  "dd.timing.reputation": "Each reputation phase",
  "dd.timing.final": "At final scoring",
  "dd.card.round": "Round {count}",
  "dd.card.deck": "Events {deck}",
  "dd.card.penalty": "Show a soul piece or an indulgence, or:",
  "dd.card.wanted": "We would like",
  "dd.n.reputation": { one: "{sign}{count} reputation", other: "{sign}{count} reputation" },
  "dd.n.angelWing": { one: "{sign}{count} angel wing", other: "{sign}{count} angel wings" },
  "dd.n.indulgence": { one: "{sign}{count} indulgence", other: "{sign}{count} indulgences" },
};

export default words;
