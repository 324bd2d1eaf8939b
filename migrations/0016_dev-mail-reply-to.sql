ALTER TABLE `dev_mail` ADD `reply_to` text;
