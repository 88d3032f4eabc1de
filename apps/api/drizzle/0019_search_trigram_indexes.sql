-- Trigram indexes for the admin lists' "%search%" searches (member name, e-mail and account number, a
-- deposit's transaction id). pg_trgm ships with PostgreSQL's contrib but not with every server (PGlite has
-- none): without it nothing is created and the searches stay correct, only slower. Nothing depends on it.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS users_name_trgm_idx ON users USING gin (name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS users_account_number_trgm_idx ON users USING gin (account_number gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS deposits_transaction_id_trgm_idx ON deposits USING gin (transaction_id gin_trgm_ops);
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  -- A role that may not create extensions: the searches work without the indexes.
  RAISE NOTICE 'pg_trgm not created (%), the searches run without trigram indexes', SQLERRM;
END
$$;
