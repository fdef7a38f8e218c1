CREATE TABLE "analytics_incident_months" (
	"organization_id" uuid NOT NULL,
	"month" integer NOT NULL,
	"kind" text NOT NULL,
	"incidents" integer DEFAULT 0 NOT NULL,
	"injured" integer DEFAULT 0 NOT NULL,
	"fatality" integer DEFAULT 0 NOT NULL,
	"lwdc" integer DEFAULT 0 NOT NULL,
	"rwc" integer DEFAULT 0 NOT NULL,
	"mtc" integer DEFAULT 0 NOT NULL,
	"fac" integer DEFAULT 0 NOT NULL,
	"light" integer DEFAULT 0 NOT NULL,
	"severe" integer DEFAULT 0 NOT NULL,
	"fatal" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_incident_months_organization_id_month_kind_pk" PRIMARY KEY("organization_id","month","kind")
);
--> statement-breakpoint
CREATE TABLE "analytics_observation_months" (
	"organization_id" uuid NOT NULL,
	"month" integer NOT NULL,
	"source" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"at_risk" integer DEFAULT 0 NOT NULL,
	"closed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_observation_months_organization_id_month_source_category_pk" PRIMARY KEY("organization_id","month","source","category")
);
--> statement-breakpoint
CREATE TABLE "analytics_rule_months" (
	"organization_id" uuid NOT NULL,
	"month" integer NOT NULL,
	"rule" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_rule_months_organization_id_month_rule_pk" PRIMARY KEY("organization_id","month","rule")
);
--> statement-breakpoint
-- hand-written: the rollups are kept by statement triggers (decision 087), in the transaction of
-- whatever statement writes the register (the records engine, a child route, a public create, an
-- import, a seed), so a cell always equals a direct count. Each statement adds what its new rows
-- count and takes off what its old rows counted, summed per cell (one upsert a cell, in key order
-- so two writers of the same cells queue instead of deadlocking). `%s` is where the statement's
-- rows come in: the transition tables of an insert, an update or a delete.
CREATE OR REPLACE FUNCTION analytics_rows_of(p_op text) RETURNS text
LANGUAGE sql IMMUTABLE
AS $$
  SELECT CASE p_op
    WHEN 'INSERT' THEN '(SELECT 1 AS sign, n.* FROM new_rows n)'
    WHEN 'DELETE' THEN '(SELECT -1 AS sign, o.* FROM old_rows o)'
    ELSE '(SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1 AS sign, n.* FROM new_rows n)'
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_incident_months_apply() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
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
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The observation checklists: TG_ARGV[0] is the source, TG_ARGV[1] the column of its moment
-- (a timestamp, or the driving trip's date), TG_ARGV[2] = 'rules' when its checks name the
-- life-saving rules.
CREATE OR REPLACE FUNCTION analytics_observation_months_apply() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  v_month text := CASE WHEN TG_ARGV[1] = 'trip_date'
    THEN '(extract(year FROM c.trip_date) * 12 + extract(month FROM c.trip_date) - 1)::int'
    ELSE format('(extract(year FROM c.%1$I AT TIME ZONE ''UTC'') * 12
      + extract(month FROM c.%1$I AT TIME ZONE ''UTC'') - 1)::int', TG_ARGV[1]) END;
  v_rows text := analytics_rows_of(TG_OP);
BEGIN
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
--> statement-breakpoint
-- Qorgau cards count whatever their status (a card is sent when made), by observation type.
CREATE OR REPLACE FUNCTION analytics_qorgau_months_apply() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  v_month text := '(extract(year FROM c.observed_at AT TIME ZONE ''UTC'') * 12
    + extract(month FROM c.observed_at AT TIME ZONE ''UTC'') - 1)::int';
  v_rows text := analytics_rows_of(TG_OP);
BEGIN
  EXECUTE format($q$
    INSERT INTO analytics_observation_months AS r (organization_id, month, source, category, total, closed)
    SELECT c.organization_id, %1$s, 'qorgau', c.observation_type, sum(c.sign),
      coalesce(sum(c.sign) FILTER (WHERE c.status = 'closed'), 0)
    FROM %2$s c WHERE c.deleted_at IS NULL
    GROUP BY 1, 2, 4
    HAVING sum(c.sign) <> 0 OR coalesce(sum(c.sign) FILTER (WHERE c.status = 'closed'), 0) <> 0
    ORDER BY 1, 2, 4
    ON CONFLICT (organization_id, month, source, category) DO UPDATE SET
      total = r.total + excluded.total, closed = r.closed + excluded.closed
  $q$, v_month, v_rows);
  EXECUTE format($q$
    INSERT INTO analytics_rule_months AS r (organization_id, month, rule, n)
    SELECT c.organization_id, %1$s, c.vital_rule, sum(c.sign)
    FROM %2$s c WHERE c.deleted_at IS NULL AND c.vital_rule IS NOT NULL
    GROUP BY 1, 2, 3 HAVING sum(c.sign) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, month, rule) DO UPDATE SET n = r.n + excluded.n
  $q$, v_month, v_rows);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER analytics_incidents_insert AFTER INSERT ON incidents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_incident_months_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_incidents_update AFTER UPDATE ON incidents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_incident_months_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_incidents_delete AFTER DELETE ON incidents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_incident_months_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_pnbr_insert AFTER INSERT ON pnbr_observations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_observation_months_apply('pnbr', 'observed_at', 'rules');
--> statement-breakpoint
CREATE TRIGGER analytics_pnbr_update AFTER UPDATE ON pnbr_observations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_observation_months_apply('pnbr', 'observed_at', 'rules');
--> statement-breakpoint
CREATE TRIGGER analytics_pnbr_delete AFTER DELETE ON pnbr_observations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_observation_months_apply('pnbr', 'observed_at', 'rules');
--> statement-breakpoint
CREATE TRIGGER analytics_works_insert AFTER INSERT ON works_observations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_observation_months_apply('works', 'observed_at', 'rules');
--> statement-breakpoint
CREATE TRIGGER analytics_works_update AFTER UPDATE ON works_observations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_observation_months_apply('works', 'observed_at', 'rules');
--> statement-breakpoint
CREATE TRIGGER analytics_works_delete AFTER DELETE ON works_observations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_observation_months_apply('works', 'observed_at', 'rules');
--> statement-breakpoint
CREATE TRIGGER analytics_driving_insert AFTER INSERT ON driving_observations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_observation_months_apply('driving', 'trip_date', '');
--> statement-breakpoint
CREATE TRIGGER analytics_driving_update AFTER UPDATE ON driving_observations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_observation_months_apply('driving', 'trip_date', '');
--> statement-breakpoint
CREATE TRIGGER analytics_driving_delete AFTER DELETE ON driving_observations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_observation_months_apply('driving', 'trip_date', '');
--> statement-breakpoint
CREATE TRIGGER analytics_qorgau_insert AFTER INSERT ON qorgau_cards REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_qorgau_months_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_qorgau_update AFTER UPDATE ON qorgau_cards REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_qorgau_months_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_qorgau_delete AFTER DELETE ON qorgau_cards REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_qorgau_months_apply();
--> statement-breakpoint
-- The backfill: the register as it stands (the triggers keep it from here, in the same migration).
INSERT INTO analytics_incident_months (organization_id, month, kind, incidents, injured, fatality,
  lwdc, rwc, mtc, fac, light, severe, fatal)
SELECT i.organization_id, (extract(year FROM i.occurred_at AT TIME ZONE 'UTC') * 12
    + extract(month FROM i.occurred_at AT TIME ZONE 'UTC') - 1)::int, i.kind, count(*), sum(v.injured),
  sum(v.fatality), sum(v.lwdc), sum(v.rwc), sum(v.mtc), sum(v.fac), sum(v.light), sum(v.severe), sum(v.fatal)
FROM incidents i CROSS JOIN LATERAL (
  SELECT count(*)::int AS injured,
    count(*) FILTER (WHERE e->>'outcome' = 'fatality')::int AS fatality,
    count(*) FILTER (WHERE e->>'outcome' = 'lwdc')::int AS lwdc,
    count(*) FILTER (WHERE e->>'outcome' = 'rwc')::int AS rwc,
    count(*) FILTER (WHERE e->>'outcome' = 'mtc')::int AS mtc,
    count(*) FILTER (WHERE e->>'outcome' = 'fac')::int AS fac,
    count(*) FILTER (WHERE e->>'injury_severity' = 'light')::int AS light,
    count(*) FILTER (WHERE e->>'injury_severity' = 'severe')::int AS severe,
    count(*) FILTER (WHERE e->>'injury_severity' = 'fatal')::int AS fatal
  FROM jsonb_array_elements(i.victims) e
) v
WHERE i.deleted_at IS NULL AND i.status <> 'draft'
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO analytics_observation_months (organization_id, month, source, category, total, at_risk, closed)
SELECT organization_id, (extract(year FROM observed_at AT TIME ZONE 'UTC') * 12
    + extract(month FROM observed_at AT TIME ZONE 'UTC') - 1)::int, 'pnbr', '', count(*),
  count(*) FILTER (WHERE at_risk_count > 0), 0
FROM pnbr_observations WHERE deleted_at IS NULL AND status = 'sent' GROUP BY 1, 2
UNION ALL
SELECT organization_id, (extract(year FROM observed_at AT TIME ZONE 'UTC') * 12
    + extract(month FROM observed_at AT TIME ZONE 'UTC') - 1)::int, 'works', '', count(*),
  count(*) FILTER (WHERE at_risk_count > 0), 0
FROM works_observations WHERE deleted_at IS NULL AND status = 'sent' GROUP BY 1, 2
UNION ALL
SELECT organization_id, (extract(year FROM trip_date) * 12 + extract(month FROM trip_date) - 1)::int,
  'driving', '', count(*), count(*) FILTER (WHERE at_risk_count > 0), 0
FROM driving_observations WHERE deleted_at IS NULL AND status = 'sent' GROUP BY 1, 2
UNION ALL
SELECT organization_id, (extract(year FROM observed_at AT TIME ZONE 'UTC') * 12
    + extract(month FROM observed_at AT TIME ZONE 'UTC') - 1)::int, 'qorgau', observation_type, count(*), 0,
  count(*) FILTER (WHERE status = 'closed')
FROM qorgau_cards WHERE deleted_at IS NULL GROUP BY 1, 2, 4;
--> statement-breakpoint
INSERT INTO analytics_rule_months (organization_id, month, rule, n)
SELECT organization_id, month, rule, sum(n) FROM (
  SELECT o.organization_id, (extract(year FROM o.observed_at AT TIME ZONE 'UTC') * 12
      + extract(month FROM o.observed_at AT TIME ZONE 'UTC') - 1)::int AS month, k.key AS rule, count(*) AS n
  FROM pnbr_observations o CROSS JOIN LATERAL jsonb_each_text(o.checks) k
  WHERE o.deleted_at IS NULL AND o.status = 'sent' AND k.value = 'at_risk' GROUP BY 1, 2, 3
  UNION ALL
  SELECT o.organization_id, (extract(year FROM o.observed_at AT TIME ZONE 'UTC') * 12
      + extract(month FROM o.observed_at AT TIME ZONE 'UTC') - 1)::int, k.key, count(*)
  FROM works_observations o CROSS JOIN LATERAL jsonb_each_text(o.checks) k
  WHERE o.deleted_at IS NULL AND o.status = 'sent' AND k.value = 'at_risk' GROUP BY 1, 2, 3
  UNION ALL
  SELECT organization_id, (extract(year FROM observed_at AT TIME ZONE 'UTC') * 12
      + extract(month FROM observed_at AT TIME ZONE 'UTC') - 1)::int, vital_rule, count(*)
  FROM qorgau_cards WHERE deleted_at IS NULL AND vital_rule IS NOT NULL GROUP BY 1, 2, 3
) x GROUP BY 1, 2, 3;
