CREATE TABLE `chat_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`visitor_name` text,
	`page` text,
	`country` text,
	`user_id` text,
	`last_message` text,
	`last_sender_type` text,
	`last_message_at` integer,
	`read_at` integer,
	`closed_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `chat_sessions_last_message_idx` ON `chat_sessions` (`last_message_at`);