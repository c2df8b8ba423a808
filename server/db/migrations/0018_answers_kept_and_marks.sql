-- A saved answer is a new version whenever a save is applied, whatever time its client gave: saves
-- are ordered by the answer's version (the client sends back the one its edit was made on) or by
-- when the server received them, never by a client's clock.
CREATE OR REPLACE FUNCTION "activity_responses_keep_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.version_count IS DISTINCT FROM OLD.version_count THEN
    INSERT INTO activity_response_versions (institution_id, response_id, value, client_saved_at, saved_at)
    VALUES (NEW.institution_id, NEW.id, NEW.value, NEW.client_saved_at, NEW.saved_at);
  END IF;
  RETURN NULL;
END
$$;
