-- California mathematics (US_CALI_MATHS) held a high-school standard once per course model that
-- teaches it (992 outcomes for 585 standards), so a search listed a standard up to six times and a
-- student's mastery could split across copies. The import now makes one outcome per standard, with
-- the uuid of its first copy in the framework's order (the conceptual category's): the one with the
-- lowest position here. Copies are the outcomes of one code, except that Calculus and AP
-- Probability and Statistics each number their own standards 1.0, 2.0, …, told apart by course
-- (their topic). Everything that names a copy moves onto its standard, merged where both are named;
-- the copies are withdrawn (the next import of the curriculum withdraws them too).
CREATE TEMP TABLE california_copies ON COMMIT DROP AS
SELECT copy_uuid, standard_uuid FROM (
  SELECT uuid AS copy_uuid,
    first_value(uuid) OVER (
      PARTITION BY code, CASE WHEN code ~ '^[0-9]+\.[0-9]+$' THEN data->>'topic' END
      ORDER BY withdrawn_on IS NOT NULL, position, uuid
    ) AS standard_uuid
  FROM learning_outcomes
  WHERE curriculum_code = 'US_CALI_MATHS' AND code IS NOT NULL
) copies
WHERE copy_uuid <> standard_uuid;
--> statement-breakpoint
-- Two rich texts as one: each locale's document of the second after the first's (a teacher's
-- explanations of one lesson for two copies of a standard are both kept).
CREATE FUNCTION california_merged_rich_text(a jsonb, b jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN a IS NULL THEN b
    WHEN b IS NULL OR a = b THEN a
    ELSE jsonb_set(a, '{localeToProsemirror}', coalesce(a->'localeToProsemirror', '{}') || coalesce((
      SELECT jsonb_object_agg(l.key, CASE
        WHEN a->'localeToProsemirror' ? l.key THEN jsonb_set(a->'localeToProsemirror'->l.key, '{content}',
          coalesce(a->'localeToProsemirror'->l.key->'content', '[]') || coalesce(l.value->'content', '[]'))
        ELSE l.value END)
      FROM jsonb_each(b->'localeToProsemirror') l), '{}'))
  END
$$;
--> statement-breakpoint
-- A question's sub-standard levels are keyed by sub-standard uuid: each copy's key becomes its
-- standard's; where both were set, the standard's own level stays.
CREATE FUNCTION california_standard_keys(tags jsonb) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, value ORDER BY is_copy DESC), '{}') FROM (
    SELECT coalesce(c.standard_uuid::text, lower(e.key)) AS key, e.value, c.copy_uuid IS NOT NULL AS is_copy
    FROM jsonb_each(tags) e LEFT JOIN california_copies c ON c.copy_uuid::text = lower(e.key)
  ) keyed
$$;
--> statement-breakpoint
DO $$
DECLARE
  r record;
  kept record;
BEGIN
  -- A question's tags: the first-added tag's level and place, shown in the rubric if either was.
  FOR r IN SELECT t.*, c.standard_uuid FROM worksheet_item_outcome_tags t
    JOIN california_copies c ON c.copy_uuid = t.learning_outcome_uuid ORDER BY t.worksheet_item_id, t.position
  LOOP
    SELECT * INTO kept FROM worksheet_item_outcome_tags
      WHERE worksheet_item_id = r.worksheet_item_id AND learning_outcome_uuid = r.standard_uuid;
    IF NOT FOUND THEN
      UPDATE worksheet_item_outcome_tags SET learning_outcome_uuid = r.standard_uuid
        WHERE worksheet_item_id = r.worksheet_item_id AND learning_outcome_uuid = r.learning_outcome_uuid;
    ELSE
      UPDATE worksheet_item_outcome_tags SET
        position = least(kept.position, r.position),
        level = CASE WHEN r.position < kept.position THEN r.level ELSE kept.level END,
        show_in_rubric = kept.show_in_rubric OR r.show_in_rubric,
        sub_standard_tags = CASE WHEN r.position < kept.position
          THEN kept.sub_standard_tags || r.sub_standard_tags ELSE r.sub_standard_tags || kept.sub_standard_tags END
        WHERE worksheet_item_id = r.worksheet_item_id AND learning_outcome_uuid = r.standard_uuid;
      DELETE FROM worksheet_item_outcome_tags
        WHERE worksheet_item_id = r.worksheet_item_id AND learning_outcome_uuid = r.learning_outcome_uuid;
    END IF;
  END LOOP;
  UPDATE worksheet_item_outcome_tags SET sub_standard_tags = california_standard_keys(sub_standard_tags)
    WHERE EXISTS (SELECT 1 FROM jsonb_object_keys(sub_standard_tags) k
      JOIN california_copies c ON c.copy_uuid::text = lower(k));

  -- A lesson's tags: the first-added tag's level and place, both explanations, shown where either was.
  FOR r IN SELECT t.*, c.standard_uuid FROM activity_outcome_tags t
    JOIN california_copies c ON c.copy_uuid = t.learning_outcome_uuid ORDER BY t.activity_id, t.position
  LOOP
    SELECT * INTO kept FROM activity_outcome_tags
      WHERE activity_id = r.activity_id AND learning_outcome_uuid = r.standard_uuid;
    IF NOT FOUND THEN
      UPDATE activity_outcome_tags SET learning_outcome_uuid = r.standard_uuid
        WHERE activity_id = r.activity_id AND learning_outcome_uuid = r.learning_outcome_uuid;
    ELSE
      UPDATE activity_outcome_tags SET
        position = least(kept.position, r.position),
        level = CASE WHEN r.position < kept.position THEN r.level ELSE kept.level END,
        description_localised = CASE WHEN r.position < kept.position
          THEN california_merged_rich_text(r.description_localised, kept.description_localised)
          ELSE california_merged_rich_text(kept.description_localised, r.description_localised) END,
        show_in_activity_rubric = kept.show_in_activity_rubric OR r.show_in_activity_rubric,
        show_in_scope_and_sequence = kept.show_in_scope_and_sequence OR r.show_in_scope_and_sequence
        WHERE activity_id = r.activity_id AND learning_outcome_uuid = r.standard_uuid;
      DELETE FROM activity_outcome_tags
        WHERE activity_id = r.activity_id AND learning_outcome_uuid = r.learning_outcome_uuid;
    END IF;
  END LOOP;

  -- A question's suggestions: the better rank.
  FOR r IN SELECT t.*, c.standard_uuid FROM worksheet_item_suggested_outcomes t
    JOIN california_copies c ON c.copy_uuid = t.learning_outcome_uuid
  LOOP
    UPDATE worksheet_item_suggested_outcomes SET rank = greatest(rank, r.rank)
      WHERE worksheet_item_id = r.worksheet_item_id AND learning_outcome_uuid = r.standard_uuid;
    IF FOUND THEN
      DELETE FROM worksheet_item_suggested_outcomes
        WHERE worksheet_item_id = r.worksheet_item_id AND learning_outcome_uuid = r.learning_outcome_uuid;
    ELSE
      UPDATE worksheet_item_suggested_outcomes SET learning_outcome_uuid = r.standard_uuid
        WHERE worksheet_item_id = r.worksheet_item_id AND learning_outcome_uuid = r.learning_outcome_uuid;
    END IF;
  END LOOP;

  -- The level a teacher judged an answer to show: their latest judgement of the standard.
  FOR r IN SELECT t.*, c.standard_uuid FROM response_outcome_levels t
    JOIN california_copies c ON c.copy_uuid = t.learning_outcome_uuid ORDER BY t.marked_at
  LOOP
    SELECT * INTO kept FROM response_outcome_levels
      WHERE response_id = r.response_id AND learning_outcome_uuid = r.standard_uuid;
    IF NOT FOUND THEN
      UPDATE response_outcome_levels SET learning_outcome_uuid = r.standard_uuid
        WHERE response_id = r.response_id AND learning_outcome_uuid = r.learning_outcome_uuid;
    ELSE
      IF r.marked_at > kept.marked_at THEN
        UPDATE response_outcome_levels SET level = r.level, marked_by = r.marked_by, marked_at = r.marked_at
          WHERE response_id = r.response_id AND learning_outcome_uuid = r.standard_uuid;
      END IF;
      DELETE FROM response_outcome_levels
        WHERE response_id = r.response_id AND learning_outcome_uuid = r.learning_outcome_uuid;
    END IF;
  END LOOP;

  -- A school's own scale text: both texts, the earlier first, where they differ.
  FOR r IN SELECT t.*, c.standard_uuid FROM school_learning_scales t
    JOIN california_copies c ON c.copy_uuid = t.learning_outcome_uuid ORDER BY t.updated_on
  LOOP
    SELECT * INTO kept FROM school_learning_scales
      WHERE institution_id = r.institution_id AND learning_outcome_uuid = r.standard_uuid AND level = r.level;
    IF NOT FOUND THEN
      UPDATE school_learning_scales SET learning_outcome_uuid = r.standard_uuid
        WHERE institution_id = r.institution_id AND learning_outcome_uuid = r.learning_outcome_uuid AND level = r.level;
    ELSE
      UPDATE school_learning_scales SET
        -- Within the 2,000 characters a scale text may have; past that, the later text.
        text = CASE WHEN kept.text = r.text THEN kept.text
          WHEN char_length(kept.text) + char_length(r.text) + 2 > 2000 THEN
            CASE WHEN r.updated_on > kept.updated_on THEN r.text ELSE kept.text END
          WHEN r.updated_on < kept.updated_on THEN r.text || E'\n\n' || kept.text
          ELSE kept.text || E'\n\n' || r.text END,
        updated_by = CASE WHEN r.updated_on > kept.updated_on THEN r.updated_by ELSE kept.updated_by END,
        updated_on = greatest(kept.updated_on, r.updated_on)
        WHERE institution_id = r.institution_id AND learning_outcome_uuid = r.standard_uuid AND level = r.level;
      DELETE FROM school_learning_scales
        WHERE institution_id = r.institution_id AND learning_outcome_uuid = r.learning_outcome_uuid AND level = r.level;
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
UPDATE learning_outcomes SET withdrawn_on = now()
  WHERE withdrawn_on IS NULL AND uuid IN (SELECT copy_uuid FROM california_copies);
--> statement-breakpoint
DROP FUNCTION california_standard_keys(jsonb);
--> statement-breakpoint
DROP FUNCTION california_merged_rich_text(jsonb, jsonb);
