-- The security event log (issue 30, ADR 0054): who, when, from where, never a secret; indexed for
-- the admin tab's filters (type, e-mail, user, address, all newest first) and the 180-day prune by time.
CREATE TABLE `security_events` (
	`id` text PRIMARY KEY NOT NULL,
	`at` integer NOT NULL,
	`type` text NOT NULL,
	`user_id` text,
	`email` text,
	`address` text,
	`user_agent` text,
	`detail` text
);
--> statement-breakpoint
CREATE INDEX `security_events_at_idx` ON `security_events` (`at`);--> statement-breakpoint
CREATE INDEX `security_events_type_at_idx` ON `security_events` (`type`,`at`);--> statement-breakpoint
CREATE INDEX `security_events_email_at_idx` ON `security_events` (`email`,`at`);--> statement-breakpoint
CREATE INDEX `security_events_user_at_idx` ON `security_events` (`user_id`,`at`);--> statement-breakpoint
CREATE INDEX `security_events_address_at_idx` ON `security_events` (`address`,`at`);