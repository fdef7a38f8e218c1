-- hand-written: the rollups' triggers (decisions 087, 090) build their upserts as text and have
-- PostgreSQL parse and plan them on every statement, about 0.3 ms each, on every write of a
-- message. Most writes of a message change nothing they count: a draft filed, a draft edited.
-- The incident messages' monthly figures and healthSafety's breakdowns now share one trigger
-- function, and it and the checklists' first look whether the statement's rows hold one they
-- count (a small query planned once per connection), returning at once when none does
-- (decision 108).
CREATE OR REPLACE FUNCTION analytics_incidents_apply() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  v_counted boolean := false;
BEGIN
  -- Drafts and deleted messages count nowhere: a statement that wrote only such rows (a draft
  -- filed or edited) leaves the rollups as they are, without planning their upserts.
  IF TG_OP <> 'DELETE' THEN
    v_counted := EXISTS (SELECT 1 FROM new_rows n WHERE n.deleted_at IS NULL AND n.status <> 'draft');
  END IF;
  IF NOT v_counted AND TG_OP <> 'INSERT' THEN
    v_counted := EXISTS (SELECT 1 FROM old_rows o WHERE o.deleted_at IS NULL AND o.status <> 'draft');
  END IF;
  IF NOT v_counted THEN
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    INSERT INTO analytics_incident_months AS r (organization_id, month, kind, incidents, injured,
      fatality, lwdc, rwc, mtc, fac, light, severe, fatal)
    SELECT x.organization_id, x.month, x.kind, sum(x.sign), sum(x.sign * v.injured),
      sum(x.sign * v.fatality), sum(x.sign * v.lwdc), sum(x.sign * v.rwc), sum(x.sign * v.mtc),
      sum(x.sign * v.fac), sum(x.sign * v.light), sum(x.sign * v.severe), sum(x.sign * v.fatal)
    FROM (
      SELECT c.sign, c.organization_id, c.kind, c.victims,
        (extract(year FROM c.occurred_at AT TIME ZONE 'UTC') * 12
          + extract(month FROM c.occurred_at AT TIME ZONE 'UTC') - 1)::int AS month
      FROM %s c WHERE c.deleted_at IS NULL AND c.status <> 'draft'
    ) x
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS injured,
        count(*) FILTER (WHERE e->>'outcome' = 'fatality')::int AS fatality,
        count(*) FILTER (WHERE e->>'outcome' = 'lwdc')::int AS lwdc,
        count(*) FILTER (WHERE e->>'outcome' = 'rwc')::int AS rwc,
        count(*) FILTER (WHERE e->>'outcome' = 'mtc')::int AS mtc,
        count(*) FILTER (WHERE e->>'outcome' = 'fac')::int AS fac,
        count(*) FILTER (WHERE e->>'injury_severity' = 'light')::int AS light,
        count(*) FILTER (WHERE e->>'injury_severity' = 'severe')::int AS severe,
        count(*) FILTER (WHERE e->>'injury_severity' = 'fatal')::int AS fatal
      FROM jsonb_array_elements(x.victims) e
    ) v
    GROUP BY 1, 2, 3
    HAVING sum(x.sign) <> 0 OR sum(x.sign * v.injured) <> 0 OR sum(x.sign * v.fatality) <> 0 OR sum(x.sign * v.lwdc) <> 0 OR sum(x.sign * v.rwc) <> 0
      OR sum(x.sign * v.mtc) <> 0 OR sum(x.sign * v.fac) <> 0 OR sum(x.sign * v.light) <> 0 OR sum(x.sign * v.severe) <> 0 OR sum(x.sign * v.fatal) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, month, kind) DO UPDATE SET
      incidents = r.incidents + excluded.incidents, injured = r.injured + excluded.injured,
      fatality = r.fatality + excluded.fatality, lwdc = r.lwdc + excluded.lwdc,
      rwc = r.rwc + excluded.rwc, mtc = r.mtc + excluded.mtc, fac = r.fac + excluded.fac,
      light = r.light + excluded.light, severe = r.severe + excluded.severe,
      fatal = r.fatal + excluded.fatal
  $q$, analytics_rows_of(TG_OP));
  EXECUTE analytics_incident_breakdowns_sql(analytics_rows_of(TG_OP));
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER analytics_incidents_insert ON incidents;
--> statement-breakpoint
DROP TRIGGER analytics_incidents_update ON incidents;
--> statement-breakpoint
DROP TRIGGER analytics_incidents_delete ON incidents;
--> statement-breakpoint
DROP TRIGGER analytics_breakdowns_insert ON incidents;
--> statement-breakpoint
DROP TRIGGER analytics_breakdowns_update ON incidents;
--> statement-breakpoint
DROP TRIGGER analytics_breakdowns_delete ON incidents;
--> statement-breakpoint
DROP FUNCTION analytics_incident_months_apply();
--> statement-breakpoint
DROP FUNCTION analytics_incident_breakdowns_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_incidents_insert AFTER INSERT ON incidents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_incidents_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_incidents_update AFTER UPDATE ON incidents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_incidents_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_incidents_delete AFTER DELETE ON incidents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_incidents_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_observation_months_apply() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  v_month text := CASE WHEN TG_ARGV[1] = 'trip_date'
    THEN '(extract(year FROM c.trip_date) * 12 + extract(month FROM c.trip_date) - 1)::int'
    ELSE format('(extract(year FROM c.%1$I AT TIME ZONE ''UTC'') * 12
      + extract(month FROM c.%1$I AT TIME ZONE ''UTC'') - 1)::int', TG_ARGV[1]) END;
  v_rows text := analytics_rows_of(TG_OP);
  v_counted boolean := false;
BEGIN
  -- Only sent checklists count: a statement that wrote none (a draft saved) leaves the rollups as they are, without planning their upsert.
  IF TG_OP <> 'DELETE' THEN
    v_counted := EXISTS (SELECT 1 FROM new_rows n WHERE n.deleted_at IS NULL AND n.status = 'sent');
  END IF;
  IF NOT v_counted AND TG_OP <> 'INSERT' THEN
    v_counted := EXISTS (SELECT 1 FROM old_rows o WHERE o.deleted_at IS NULL AND o.status = 'sent');
  END IF;
  IF NOT v_counted THEN
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    INSERT INTO analytics_observation_months AS r (organization_id, month, source, category, total, at_risk)
    SELECT c.organization_id, %1$s, %2$L, '', sum(c.sign),
      coalesce(sum(c.sign) FILTER (WHERE c.at_risk_count > 0), 0)
    FROM %3$s c WHERE c.deleted_at IS NULL AND c.status = 'sent'
    GROUP BY 1, 2 HAVING sum(c.sign) <> 0 OR coalesce(sum(c.sign) FILTER (WHERE c.at_risk_count > 0), 0) <> 0
    ORDER BY 1, 2
    ON CONFLICT (organization_id, month, source, category) DO UPDATE SET
      total = r.total + excluded.total, at_risk = r.at_risk + excluded.at_risk
  $q$, v_month, TG_ARGV[0], v_rows);
  IF TG_ARGV[2] = 'rules' THEN
    EXECUTE format($q$
      INSERT INTO analytics_rule_months AS r (organization_id, month, rule, n)
      SELECT c.organization_id, %1$s, k.key, sum(c.sign)
      FROM %2$s c CROSS JOIN LATERAL jsonb_each_text(c.checks) k
      WHERE c.deleted_at IS NULL AND c.status = 'sent' AND k.value = 'at_risk'
      GROUP BY 1, 2, 3 HAVING sum(c.sign) <> 0
      ORDER BY 1, 2, 3
      ON CONFLICT (organization_id, month, rule) DO UPDATE SET n = r.n + excluded.n
    $q$, v_month, v_rows);
  END IF;
  RETURN NULL;
END
$$;
