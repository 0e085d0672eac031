-- Session notices (docs/decisions/024-session-cache.md): every API instance keeps the sessions it has read in
-- memory, so whatever ends a session or changes the account behind it must tell every instance. The database
-- says it, whoever writes the row (sign-out, password change or reset, deactivation, a staff decision, the
-- expiry sweep, admin:create, an operator's SQL): a NOTIFY on tote_sessions with the account's id, delivered
-- at commit and dropped on rollback. A session's last_seen_at alone (the idle clock) changes nothing cached
-- that matters, so it says nothing.
CREATE FUNCTION session_notice_of_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tote_sessions', OLD.user_id::text);
  IF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
    PERFORM pg_notify('tote_sessions', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION session_notice_of_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tote_sessions', OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- TRUNCATE names no rows: '*' tells every instance to forget everything it holds.
CREATE FUNCTION session_notice_of_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tote_sessions', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_notice_delete AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION session_notice_of_session();
--> statement-breakpoint
CREATE TRIGGER sessions_notice_update AFTER UPDATE ON sessions
  FOR EACH ROW WHEN (
    (OLD.token_hash, OLD.user_id, OLD.persistent, OLD.created_at, OLD.absolute_expires_at)
      IS DISTINCT FROM (NEW.token_hash, NEW.user_id, NEW.persistent, NEW.created_at, NEW.absolute_expires_at)
  ) EXECUTE FUNCTION session_notice_of_session();
--> statement-breakpoint
CREATE TRIGGER sessions_notice_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION session_notice_of_truncate();
--> statement-breakpoint
-- Any change to the account: its status and roles decide access, and the rest is what request.user shows.
CREATE TRIGGER users_notice_update AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION session_notice_of_user();
--> statement-breakpoint
CREATE TRIGGER users_notice_delete AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION session_notice_of_user();
--> statement-breakpoint
CREATE TRIGGER users_notice_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION session_notice_of_truncate();
