ALTER TABLE `games` ADD `bot_due` integer;--> statement-breakpoint
CREATE INDEX `games_bot_due` ON `games` (`bot_due`);--> statement-breakpoint
ALTER TABLE `users` ADD `bot` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `guest` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- The site's bots: accounts that play the seats they are given (worker/match/bots.ts). A space in the
-- name key, which no person's name may hold, keeps their names from clashing with a person's.
INSERT INTO `users` (`id`, `email`, `name`, `name_key`, `bot`, `created_at`)
SELECT 'bot-' || value, 'bot-' || value || '@bots.invalid', 'Bot ' || value, 'bot ' || value, value, 0
FROM json_each('[1,2,3,4,5,6,7,8,9]');
