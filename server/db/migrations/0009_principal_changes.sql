-- The guard remembers each live session's principal (server/auth/principalCache.ts) instead of
-- reading it on every call. These triggers tell every listening server process when a session, a
-- user or a role changes, so its copies are dropped: the payload is the user's id, or '*' for a
-- role (its permissions reach many users) and for a TRUNCATE. Notifications are sent at commit, and
-- identical ones of one transaction are sent once.
CREATE FUNCTION principal_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('principal_changed', '*');
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('principal_changed', OLD.id::text);
  ELSE
    PERFORM pg_notify('principal_changed', OLD.user_id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_principal_changed" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION principal_changed_notify();--> statement-breakpoint
CREATE TRIGGER "users_principal_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION principal_changed_notify();--> statement-breakpoint
CREATE TRIGGER "roles_principal_changed" AFTER UPDATE OR DELETE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION principal_changed_notify();--> statement-breakpoint
CREATE TRIGGER "sessions_principal_truncated" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION principal_changed_notify();--> statement-breakpoint
CREATE TRIGGER "users_principal_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION principal_changed_notify();--> statement-breakpoint
CREATE TRIGGER "roles_principal_truncated" AFTER TRUNCATE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION principal_changed_notify();
