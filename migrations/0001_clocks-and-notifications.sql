ALTER TABLE `games` ADD `timeout_policy` text DEFAULT 'bot' NOT NULL;--> statement-breakpoint
ALTER TABLE `games` ADD `clocks` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `games` ADD `next_deadline` integer;--> statement-breakpoint
ALTER TABLE `games` ADD `next_reminder` integer;--> statement-breakpoint
CREATE INDEX `games_deadline` ON `games` (`next_deadline`);--> statement-breakpoint
CREATE INDEX `games_reminder` ON `games` (`next_reminder`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `last_error` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `sent_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `notify` text DEFAULT '{}' NOT NULL;