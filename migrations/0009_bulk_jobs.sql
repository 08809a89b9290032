ALTER TABLE `formulations` ADD `notices` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `formulations` ADD `job_item_key` text;--> statement-breakpoint
ALTER TABLE `formulations` ADD `ingredient_set` text;--> statement-breakpoint
CREATE UNIQUE INDEX `formulations_job_item_key_unique` ON `formulations` (`job_item_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `formulations_category_ingredient_set_idx` ON `formulations` (`category_id`,`ingredient_set`) WHERE "formulations"."ingredient_set" is not null;--> statement-breakpoint
ALTER TABLE `job_items` ADD `detail` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `prompt_tokens` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `completion_tokens` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `cost_micro_usd` integer DEFAULT 0 NOT NULL;