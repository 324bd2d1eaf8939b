ALTER TABLE `games` ADD `progress` text;--> statement-breakpoint
ALTER TABLE `sign_in_tokens` ADD `language` text;--> statement-breakpoint
ALTER TABLE `sign_in_tokens` ADD `time_zone` text;