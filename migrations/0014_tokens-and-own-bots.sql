DROP INDEX `push_subscriptions_endpoint_unique`;--> statement-breakpoint
DROP INDEX `push_user`;--> statement-breakpoint
CREATE UNIQUE INDEX `push_user_endpoint` ON `push_subscriptions` (`user_id`,`endpoint`);
