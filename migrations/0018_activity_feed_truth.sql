-- The public activity feed tells the truth (ADR 0056): only library downloads and
-- favourites, tied to the account and the formulation so a name is shown only when its owner chose
-- to show it, and a country only as the account recorded it. The old events are dropped: they held
-- product names visitors typed into the wizard and a country guessed from the request.
DROP TABLE `activity_events`;--> statement-breakpoint
CREATE TABLE `activity_events` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`user_id` text NOT NULL,
	`formulation_id` text NOT NULL,
	`country` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`formulation_id`) REFERENCES `formulations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `activity_events_created_at_idx` ON `activity_events` (`created_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `show_first_name_in_activity` integer DEFAULT false NOT NULL;
