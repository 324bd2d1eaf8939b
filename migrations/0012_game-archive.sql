ALTER TABLE `games` ADD `archive_key` text;--> statement-breakpoint
CREATE INDEX `games_to_archive` ON `games` (`updated_at`) WHERE `status` = 'finished' AND `archive_key` IS NULL;
