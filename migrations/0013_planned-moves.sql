-- Moves planned ahead (issue 30): each row is one seat's own plan for its next turn; the game store never reads it.
CREATE TABLE `planned_moves` (
	`id` text PRIMARY KEY NOT NULL,
	`game_id` text NOT NULL,
	`user_id` text NOT NULL,
	`seat` integer NOT NULL,
	`turn` text NOT NULL,
	`rank` integer NOT NULL,
	`condition` text,
	`move` text NOT NULL,
	`since` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `planned_moves_game` ON `planned_moves` (`game_id`,`seat`,`rank`);
