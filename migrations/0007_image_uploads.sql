CREATE TABLE `image_uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`object_key` text NOT NULL,
	`kind` text NOT NULL,
	`created_by` text,
	`expires_at` integer NOT NULL,
	`stored_at` integer,
	`content_type` text,
	`size` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `image_uploads_object_key_unique` ON `image_uploads` (`object_key`);--> statement-breakpoint
CREATE INDEX `image_uploads_expires_at_idx` ON `image_uploads` (`expires_at`);