CREATE INDEX `user_downloads_downloaded_at_idx` ON `user_downloads` (`downloaded_at`);--> statement-breakpoint
CREATE INDEX `user_favorites_added_at_idx` ON `user_favorites` (`added_at`);