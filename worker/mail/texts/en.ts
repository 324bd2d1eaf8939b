import { plural, type NotificationTexts } from "./types.ts";

const hours = (n: number) => plural("en", n, { one: "# hour", other: "# hours" });
const moves = (n: number) => plural("en", n, { one: "# move", other: "# moves" });

export const en: NotificationTexts = {
  yourTurn: { subject: (g) => `Your turn in ${g}`, lead: (g) => `It is your turn in ${g}.` },
  gameStarted: {
    subject: (g) => `${g} has started`,
    lead: (g) => `Your game of ${g} has started. We will tell you when it is your turn.`,
  },
  gameOver: { subject: (g) => `${g} is over`, lead: (g) => `Your game of ${g} is over: see how it ended.` },
  result: {
    winner: (n, s) => `${n} won with ${s}.`,
    shared: (n, s) => `${n} share first place with ${s}.`,
    teamWon: "The players won together.",
    teamLost: "The players lost together.",
  },
  invited: { subject: (g, by) => `${by} invites you to ${g}`, lead: (g, by) => `${by} invites you to a game of ${g}.` },
  reminder: {
    subject: (g, h) => `${hours(h)} left for your move in ${g}`,
    lead: (g, h, d) => `You have about ${hours(h)} left for your move in ${g} (until ${d}).`,
  },
  timedOut: {
    subject: (g) => `Your time ran out in ${g}`,
    lead: (g, p) =>
      p === "bot"
        ? `Your time ran out in ${g}, so the bot made that move for you.`
        : `Your time ran out in ${g}, so the bot plays your seat to the end.`,
  },
  chatMention: {
    subject: (g, by) => `${by} mentioned you in ${g}`,
    lead: (g, by) => `${by} mentioned you in the chat of your game of ${g}:`,
  },
  planDropped: {
    subject: (g) => `Your planned move in ${g} was not played`,
    lead: (g, n) =>
      n === 1
        ? `Your planned move in ${g} was not played:`
        : `None of your ${n} planned moves in ${g} could be played.`,
    turn: "It is your turn now.",
    reason: {
      passed: "its turn has passed.",
      condition: "its condition was not met.",
      illegal: "the rules no longer allow it.",
      chain: "the move planned before it was not played.",
      hand: "you played another move by hand before it.",
    },
  },
  test: {
    subject: "Test notification",
    lead: "This is the test notification you asked for. E-mail notifications reach you.",
  },
  digest: {
    subject: (n) => `Your daily digest: ${plural("en", n, { one: "# update", other: "# updates" })}`,
    lead: "What happened in your games since the last digest:",
  },
  open: "Open the game",
  since: (n) => `${moves(n)} since your last move:`,
  caused: "What your last move led to:",
  earlier: (n) => `… ${plural("en", n, { one: "# earlier event", other: "# earlier events" })}: see the game's log.`,
  unsubscribe: (kind) => `No more e-mails about ${kind}:`,
  league: {
    startSubject: (l, s) => `${l}: season ${s} starts`,
    startLead: (l, s, d) => `Season ${s} of ${l} has started. You play in division ${d}.`,
    opponents: "Your opponents",
    games: (n) =>
      `${plural("en", n, { one: "Your game", other: "Your # games" })} (each starts on its own; we tell you when it is your turn):`,
    gameLine: (at, players) => `${at}: with ${players}`,
    endSubject: (l, s) => `${l}: season ${s} is over`,
    endLead: (l, s, d, place, of) => `Season ${s} of ${l} is over. You finished ${place} of ${of} in division ${d}.`,
    promoted: "You are promoted: next season you play a tier higher.",
    relegated: "You are relegated: next season you play a tier lower.",
    stayed: "You stay in your tier next season.",
    open: "Open the league",
  },
  kinds: {
    yourTurn: "your turn",
    gameStarted: "games starting",
    gameOver: "games ending",
    invited: "invitations",
    reminder: "deadline reminders",
    timedOut: "timeouts",
    chatMention: "chat mentions",
    league: "league seasons",
    planDropped: "planned moves not played",
  },
  page: {
    title: "Unsubscribe",
    question: (kind) => `Stop e-mails about ${kind}?`,
    button: "Unsubscribe",
    done: (kind) => `Done: no more e-mails about ${kind}. You can turn them back on in your notification settings.`,
    invalid: "This unsubscribe link is not valid.",
  },
  byMail: {
    howTo: (example) => `To move, reply to this mail with the code of your move alone, for example ${example}:`,
    more: "More moves, and the board, at the table.",
    composed: "This move is put together at the table: open the game to make it.",
    played: { subject: (g) => `Your move in ${g}`, lead: (g, move) => `Your move in ${g} is played: ${move}.` },
    next: {
      again: "It is your turn again.",
      others: (names) => `Now it is up to ${names}.`,
      secret: "Now the others choose.",
      over: "The game is over.",
    },
    refused: {
      subject: (g) => `Your move in ${g} was not played`,
      noCode: "We found no move code in your reply. Reply with the code alone, as the turn mail lists them.",
      unknownCode: (code) =>
        `"${code}" is not one of your moves now. Reply with a code from the turn mail, or move at the table.`,
      stale:
        "The game has moved on since that mail, so its codes no longer hold. Look at the table, or wait for your next turn mail.",
      notYourTurn: "It is not your turn in this game.",
      gameOver: "This game is over.",
      rule: (reason) => `The rules do not allow that move: ${reason}`,
    },
  },
};
