-- hand-written: the next registration number in one call, so a create can take it in the same
-- statement that inserts the record and hold the counter's lock only from there to its commit
-- (decision 084). The series is the code of the nearest organization up the tree with a short
-- name; the counter row of (prefix, series, year) stays locked until the transaction ends.
CREATE OR REPLACE FUNCTION next_registration_number(p_prefix text, p_organization uuid, p_year integer)
RETURNS text
LANGUAGE plpgsql
AS $$
DECLARE
  v_code text;
  v_last integer;
BEGIN
  WITH RECURSIVE up AS (
    SELECT id, parent_id, short_name, 0 AS depth FROM organizations WHERE id = p_organization
    UNION ALL
    SELECT o.id, o.parent_id, o.short_name, up.depth + 1 FROM organizations o JOIN up ON o.id = up.parent_id
  )
  SELECT upper(regexp_replace(btrim(short_name), '\s+', '-', 'g')) INTO v_code
  FROM up ORDER BY (short_name = '') ASC, depth ASC LIMIT 1;
  v_code := coalesce(v_code, '');
  INSERT INTO registration_counters (prefix, series, year, last)
  VALUES (p_prefix, v_code, p_year, 1)
  ON CONFLICT (prefix, series, year) DO UPDATE SET last = registration_counters.last + 1
  RETURNING last INTO v_last;
  RETURN concat_ws('-', p_prefix, nullif(v_code, ''), p_year::text,
    CASE WHEN v_last >= 100000 THEN v_last::text ELSE lpad(v_last::text, 5, '0') END);
END
$$;
