-- Search results are ordered by name after ranking (issue 17): with the name in this covering
-- index, ordering the hits never reads their whole rows, ingredient lists included.
DROP INDEX `formulations_id_listing_idx`;--> statement-breakpoint
CREATE INDEX `formulations_id_listing_idx` ON `formulations` (`id`,`category_id`,`is_active`,`name`);