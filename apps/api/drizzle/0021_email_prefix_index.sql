-- The admin searches look an e-mail up from its beginning (LIKE 'text%'): a btree the LIKE can use in any
-- collation (text_pattern_ops), beside the unique index that serves equality.
CREATE INDEX "users_email_pattern_idx" ON "users" USING btree ("email" text_pattern_ops);
