CREATE TABLE `league_divisions` (
	`league_id` text NOT NULL,
	`season` integer NOT NULL,
	`tier` integer NOT NULL,
	`idx` integer NOT NULL,
	PRIMARY KEY(`league_id`, `season`, `tier`, `idx`),
	FOREIGN KEY (`league_id`) REFERENCES `leagues`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `league_games` (
	`game_id` text PRIMARY KEY NOT NULL,
	`league_id` text NOT NULL,
	`season` integer NOT NULL,
	`tier` integer NOT NULL,
	`idx` integer NOT NULL,
	`slot` integer NOT NULL,
	`players` text NOT NULL,
	`starts_at` integer NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`adjudicated` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`league_id`) REFERENCES `leagues`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `league_games_slot` ON `league_games` (`league_id`,`season`,`tier`,`idx`,`slot`);--> statement-breakpoint
CREATE INDEX `league_games_due` ON `league_games` (`status`,`starts_at`);--> statement-breakpoint
CREATE INDEX `league_games_season` ON `league_games` (`league_id`,`season`,`tier`,`idx`);--> statement-breakpoint
CREATE TABLE `league_members` (
	`league_id` text NOT NULL,
	`user_id` text NOT NULL,
	`joined_at` integer NOT NULL,
	`leaving` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`league_id`, `user_id`),
	FOREIGN KEY (`league_id`) REFERENCES `leagues`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `league_members_user` ON `league_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `league_players` (
	`league_id` text NOT NULL,
	`season` integer NOT NULL,
	`user_id` text NOT NULL,
	`tier` integer NOT NULL,
	`idx` integer NOT NULL,
	`seed` integer NOT NULL,
	`final_rank` integer,
	`movement` text,
	PRIMARY KEY(`league_id`, `season`, `user_id`),
	FOREIGN KEY (`league_id`) REFERENCES `leagues`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `league_players_division` ON `league_players` (`league_id`,`season`,`tier`,`idx`);--> statement-breakpoint
CREATE TABLE `league_seasons` (
	`league_id` text NOT NULL,
	`n` integer NOT NULL,
	`status` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`token` text,
	PRIMARY KEY(`league_id`, `n`),
	FOREIGN KEY (`league_id`) REFERENCES `leagues`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `league_seasons_due` ON `league_seasons` (`status`,`starts_at`);--> statement-breakpoint
CREATE INDEX `league_seasons_end` ON `league_seasons` (`status`,`ends_at`);--> statement-breakpoint
CREATE TABLE `leagues` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`game_type` text NOT NULL,
	`options` text NOT NULL,
	`time_control` text NOT NULL,
	`seats` integer NOT NULL,
	`division_size` integer NOT NULL,
	`games_per_pair` integer NOT NULL,
	`season_days` integer NOT NULL,
	`promote` integer NOT NULL,
	`relegate` integer NOT NULL,
	`webhook_url` text,
	`webhook_flavor` text,
	`webhook_language` text,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
