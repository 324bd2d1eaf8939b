DROP INDEX `push_subscriptions_endpoint_unique`;--> statement-breakpoint
DROP INDEX `push_user`;--> statement-breakpoint
CREATE UNIQUE INDEX `push_user_endpoint` ON `push_subscriptions` (`user_id`,`endpoint`);
--> statement-breakpoint
CREATE TABLE `api_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`hash` text NOT NULL,
	`scopes` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_tokens_hash_unique` ON `api_tokens` (`hash`);--> statement-breakpoint
CREATE INDEX `api_tokens_user` ON `api_tokens` (`user_id`);
--> statement-breakpoint
ALTER TABLE `users` ADD `owner_id` text REFERENCES users(id);--> statement-breakpoint
CREATE INDEX `users_owner` ON `users` (`owner_id`);
