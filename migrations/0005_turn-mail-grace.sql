ALTER TABLE `outbox` ADD `grace_until` integer;--> statement-breakpoint
ALTER TABLE `outbox` ADD `skip_reason` text;--> statement-breakpoint
ALTER TABLE `seats` ADD `opened_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `turn_mail_grace` integer DEFAULT 10 NOT NULL;