ALTER TABLE `outbox` ADD `digest_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `reminder_hours` text DEFAULT '[24,4,1]' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `digest_hour` integer;