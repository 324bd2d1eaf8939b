CREATE TABLE `rating_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`player` text NOT NULL,
	`game_type` text NOT NULL,
	`n` integer NOT NULL,
	`game_id` text NOT NULL,
	`mu_before` real NOT NULL,
	`sigma_before` real NOT NULL,
	`mu` real NOT NULL,
	`sigma` real NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rating_history_turn` ON `rating_history` (`player`,`game_type`,`n`);--> statement-breakpoint
CREATE UNIQUE INDEX `rating_history_game` ON `rating_history` (`game_id`,`player`);--> statement-breakpoint
CREATE TABLE `ratings` (
	`player` text NOT NULL,
	`game_type` text NOT NULL,
	`mu` real NOT NULL,
	`sigma` real NOT NULL,
	`games` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`player`, `game_type`)
);
