CREATE TABLE `formulation_facets` (
	`formulation_id` text PRIMARY KEY NOT NULL,
	`ph_min` real,
	`ph_max` real,
	`leave_on` integer NOT NULL,
	`sulfate_free` integer NOT NULL,
	`silicone_free` integer NOT NULL,
	`fragrance_free` integer NOT NULL,
	`preservative_free` integer NOT NULL,
	`vegan` integer NOT NULL,
	FOREIGN KEY (`formulation_id`) REFERENCES `formulations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `formulation_facets_leave_on_idx` ON `formulation_facets` (`leave_on`);--> statement-breakpoint
CREATE INDEX `formulation_facets_ph_idx` ON `formulation_facets` (`ph_min`,`ph_max`);--> statement-breakpoint
CREATE INDEX `formulation_facets_vegan_idx` ON `formulation_facets` (`vegan`);--> statement-breakpoint
CREATE INDEX `formulations_category_created_idx` ON `formulations` (`category_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `formulations_listing_idx` ON `formulations` (`category_id`,`is_active`,`created_at`,`name`,`id`);--> statement-breakpoint
CREATE INDEX `formulations_id_listing_idx` ON `formulations` (`id`,`category_id`,`is_active`);