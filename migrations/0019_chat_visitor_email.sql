-- The away form: the e-mail a visitor left for the team's reply, shown in the support inbox.
ALTER TABLE `chat_sessions` ADD `visitor_email` text;