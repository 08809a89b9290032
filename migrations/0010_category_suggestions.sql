CREATE TABLE `category_suggestions` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`description` text NOT NULL,
	`icon` text DEFAULT 'fas fa-flask' NOT NULL,
	`seo_title` text,
	`meta_description` text,
	`keywords` text,
	`reasoning` text NOT NULL,
	`request_text` text,
	`source` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`matched_category_id` text,
	`created_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`matched_category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `category_suggestions_name_key_unique` ON `category_suggestions` (`name_key`);--> statement-breakpoint
CREATE INDEX `category_suggestions_status_idx` ON `category_suggestions` (`status`,`created_at`);