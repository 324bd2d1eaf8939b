-- A player's rows of a game's log by key: "since my last move" (the turn mail's summary, the
-- table's), "moved after" and "acted since" (the turn mail's grace) seek the player's latest row
-- of a kind instead of reading the game's whole log.
CREATE INDEX `moves_player` ON `moves` (`game_id`,`user_id`,`kind`,`seq`);
