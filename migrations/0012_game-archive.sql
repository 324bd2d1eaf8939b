ALTER TABLE `games` ADD `archive_key` text;--> statement-breakpoint
CREATE INDEX `games_to_archive` ON `games` (`status`,`updated_at`) WHERE `archive_key` IS NULL;
