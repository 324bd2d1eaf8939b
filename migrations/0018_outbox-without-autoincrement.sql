-- The outbox's ids without AUTOINCREMENT: an AUTOINCREMENT table's every insert reads the whole
-- sqlite_sequence table (a row per such table), and a move inserts its notifications. Ids stay
-- ascending (the largest id plus one); one can come back only after the largest row is deleted
-- (a deleted guest's rows), and an outcome is written only over the claim it belongs to
-- (`attempts`), which a new row never matches.
PRAGMA defer_foreign_keys = on;
CREATE TABLE `__new_outbox` (
	`id` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`user_id` text NOT NULL,
	`game_id` text,
	`payload` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`due_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`last_error` text,
	`sent_at` integer,
	`done` text DEFAULT '[]' NOT NULL,
	`digest_at` integer,
	`grace_until` integer,
	`skip_reason` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE no action
);
INSERT INTO `__new_outbox` (`id`, `kind`, `user_id`, `game_id`, `payload`, `status`, `attempts`, `due_at`, `created_at`, `last_error`, `sent_at`, `done`, `digest_at`, `grace_until`, `skip_reason`)
	SELECT `id`, `kind`, `user_id`, `game_id`, `payload`, `status`, `attempts`, `due_at`, `created_at`, `last_error`, `sent_at`, `done`, `digest_at`, `grace_until`, `skip_reason` FROM `outbox`;
DROP TABLE `outbox`;
ALTER TABLE `__new_outbox` RENAME TO `outbox`;
CREATE INDEX `outbox_due` ON `outbox` (`status`,`due_at`);
