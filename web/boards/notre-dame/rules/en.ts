import type { Catalog } from "../../../../worker/i18n/translate.ts";

/** The rules of Notre Dame in our own words (English: the source the other languages follow). */
const en: Catalog = {
  "ndr.goal.title": "Goal",
  "ndr.goal.text":
    "Each player runs one quarter of Paris. Over nine rounds you place cubes of influence on the seven fields of your quarter and on the cathedral, and every field gives you something. After the ninth round the player with the most prestige wins; a tie goes to the one with more coins plus cubes in the supply, and then it is shared.",
  "ndr.pieces.title": "What you own",
  "ndr.pieces.supply":
    "Cubes: 4 in your supply (ready to place) and 10 in your reserve. Cards and personalities move cubes from the reserve to the supply.",
  "ndr.pieces.coins":
    "Coins: you start with 3. The city holds 25 in all; when its supply is empty, a coin you gain comes from the richest other player.",
  "ndr.pieces.rat": "The rat track (0–9): your rat starts on 0. Rats spread the plague; keep the rat low.",
  "ndr.pieces.deck":
    "Nine action cards, one of each: seven fields, Notre Dame and the advisor. They are shuffled at the start of each period, so you use each card once per period.",
  "ndr.pieces.carriage":
    "A carriage on the central market of your quarter, and an advisor that enters the board the first time you play the advisor card.",
  "ndr.round.title": "A round, step by step",
  "ndr.round.reveal":
    "Three personalities are revealed: two brown and one grey. Their rats add up to this round's plague.",
  "ndr.round.draft":
    "Choosing cards (everybody at once): look at the top three cards of your deck, keep one and pass two to your left; keep one of the two you receive and pass the other on; take the last card that reaches you. You now hold three cards.",
  "ndr.round.play":
    "Playing cards: starting with the bell-ringer, each player plays one card, and then a second one in the same order. The third card is put aside unseen.",
  "ndr.round.bribe":
    "Bribing: in the same order, each player may pay 1 coin to use one of the three personalities once. Several players may bribe the same one.",
  "ndr.round.plague": "The plague: every rat moves (see below). Then the bell-ringer passes to the left.",
  "ndr.play.title": "Playing a card",
  "ndr.play.cube":
    "A card puts one cube from your supply on its field in your own quarter (Notre Dame: on the cathedral) and then the field acts. Its strength is the number of cubes there after placing, the advisor counted as one: the third cube in the bank gives 3 coins.",
  "ndr.play.empty":
    "With an empty supply you move one of your cubes from another field or the cathedral instead. With no cube at all the card does nothing.",
  "ndr.play.skip": "You may always play a card without its action: no cube, no effect.",
  "ndr.cards.title": "The cards",
  "ndr.persons.title": "The personalities",
  "ndr.persons.text":
    "Bribing costs 1 coin and each player bribes at most once a round. The number after a name is its rats. Counts include the advisor; the cathedral is not a field.",
  "ndr.tokens.title": "Carriage and message tokens",
  "ndr.tokens.text":
    "The coach house moves your carriage along the roads, one market per cube there. Each quarter's four edge markets start with a message token of its colour. Ending on one, you may take it and get its reward at once:",
  "ndr.tokens.set":
    "Collect colours evenly: you may take a colour only if you hold no more tokens of it than of any other colour still on the board.",
  "ndr.plague.title": "The plague",
  "ndr.plague.text":
    "At the end of each round every rat moves forward by the round's plague, less 1 for each cube in that player's hospital (and back if the result is negative, down to 0). A player who bribed the physician counts the plague as 0.",
  "ndr.plague.strike":
    "A rat that would pass 9 stays on 9 and the plague strikes: that player loses 2 prestige and returns a cube from the fullest field of the quarter to the reserve (the player picks when several fields tie; the advisor is never removed).",
  "ndr.scoring.title": "Prestige and scoring",
  "ndr.scoring.park": "Park: every time you gain prestige, add 1 for every two cubes in your park.",
  "ndr.scoring.cathedral":
    "After rounds 3, 6 and 9 the cathedral pays out: its prestige ({two} with 2 players, {three} with 3, {four} with 4, {five} with 5) is divided by the number of cubes on it, rounded down, and each cube earns its owner that much. All cubes on the cathedral then go back to their reserves.",
  "ndr.scoring.hidden": "When the game hides scores, you see only your own prestige until the end.",
  "ndr.symbols.title": "Symbols on this table",
  "ndr.symbols.rat": "On the rat track, {now} marks your rat now and {next} where this round's plague will put it.",
  "ndr.symbols.plague":
    "“Plague this round” is the sum of the rats on the three personalities; the log line “The plague strikes with …” reports the plague of a round that has ended.",
  "ndr.symbols.map":
    "On the map a field shows its short name and your cubes there; {advisor} marks the advisor; a house with a letter is a carriage; $, ▢, {rat} and 4 are message tokens; a dashed yellow outline is something you can pick now.",
};

export default en;
