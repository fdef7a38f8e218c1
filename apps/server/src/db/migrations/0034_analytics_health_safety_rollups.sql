CREATE TABLE "analytics_accident_months" (
	"organization_id" uuid NOT NULL,
	"month" integer NOT NULL,
	"accidents" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"on_time" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_accident_months_organization_id_month_pk" PRIMARY KEY("organization_id","month")
);
--> statement-breakpoint
CREATE TABLE "analytics_accidents" (
	"incident_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"month" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "analytics_incident_breakdowns" (
	"organization_id" uuid NOT NULL,
	"month" integer NOT NULL,
	"kind" text NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"incidents" integer DEFAULT 0 NOT NULL,
	"injured" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_incident_breakdowns_organization_id_month_kind_dimension_key_pk" PRIMARY KEY("organization_id","month","kind","dimension","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_time_zone" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_accidents_org_month_idx" ON "analytics_accidents" USING btree ("organization_id","month");--> statement-breakpoint
CREATE INDEX "analytics_accidents_open_deadline_idx" ON "analytics_accidents" USING btree ("deadline") WHERE "analytics_accidents"."done_at" is null;
--> statement-breakpoint
-- hand-written: healthSafety's breakdowns and investigations kept like the rollups of 0032
-- (decision 090), by statement triggers in the transaction of whatever writes the register.
-- The quarter of the day and the investigations' deadlines are on the clock of analytics_time_zone,
-- which the server sets from TIME_ZONE at start (counting them again when it changed).
INSERT INTO analytics_time_zone (id, time_zone) VALUES (true, 'Asia/Almaty');
--> statement-breakpoint
-- The upsert of the breakdowns' deltas for the messages of `p_rows` (rows with a sign, as
-- analytics_rows_of gives them): returned as text, because a trigger's transition tables are
-- seen only by the statements the trigger function itself runs.
CREATE OR REPLACE FUNCTION analytics_incident_breakdowns_sql(p_rows text) RETURNS text
LANGUAGE plpgsql STABLE
AS $$
BEGIN
  RETURN format($q$
    INSERT INTO analytics_incident_breakdowns AS r (organization_id, month, kind, dimension, key, label,
      incidents, injured)
    SELECT x.organization_id, x.month, x.kind, d.dimension, d.key, min(d.label), sum(x.sign),
      sum(x.sign * d.injured)
    FROM (
      SELECT c.sign, c.organization_id, c.kind, c.victims, c.preliminary_causes, c.business_direction,
        c.occurred_at, (extract(year FROM c.occurred_at AT TIME ZONE 'UTC') * 12
          + extract(month FROM c.occurred_at AT TIME ZONE 'UTC') - 1)::int AS month
      FROM %1$s c WHERE c.deleted_at IS NULL AND c.status <> 'draft'
    ) x
    CROSS JOIN LATERAL (
      SELECT 'cause' AS dimension, md5(btrim(x.preliminary_causes)) AS key,
        btrim(x.preliminary_causes) AS label, 0 AS injured
      WHERE btrim(x.preliminary_causes) <> ''
      UNION ALL
      SELECT 'activity', x.business_direction, '', jsonb_array_length(x.victims)
      WHERE x.business_direction IS NOT NULL
      UNION ALL
      SELECT 'hour', (extract(hour FROM x.occurred_at AT TIME ZONE %2$L)::int / 6)::text, '',
        jsonb_array_length(x.victims)
      UNION ALL
      SELECT 'body_part', e->>'body_part', '', count(*)::int FROM jsonb_array_elements(x.victims) e
      WHERE e->>'body_part' IS NOT NULL GROUP BY e->>'body_part'
    ) d
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(x.sign) <> 0 OR sum(x.sign * d.injured) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (organization_id, month, kind, dimension, key) DO UPDATE SET
      incidents = r.incidents + excluded.incidents, injured = r.injured + excluded.injured
  $q$, p_rows, coalesce((SELECT time_zone FROM analytics_time_zone), 'UTC'));
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_incident_breakdowns_apply() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  EXECUTE analytics_incident_breakdowns_sql(analytics_rows_of(TG_OP));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The breakdowns counted again from the register: the backfill, and a change of the zone.
CREATE OR REPLACE FUNCTION analytics_incident_breakdowns_rebuild() RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  LOCK TABLE incidents IN SHARE MODE;
  DELETE FROM analytics_incident_breakdowns;
  EXECUTE analytics_incident_breakdowns_sql('(SELECT 1 AS sign, i.* FROM incidents i)');
END
$$;
--> statement-breakpoint
-- When the commission signed: its first act or report of the message on approval or approved.
CREATE OR REPLACE FUNCTION analytics_accident_done_at(p_incident uuid) RETURNS timestamptz
LANGUAGE sql STABLE
AS $$
  SELECT min(d.updated_at) FROM (
    SELECT a.updated_at FROM investigation_acts a WHERE a.incident_id = p_incident
      AND a.deleted_at IS NULL AND a.status IN ('on_approval', 'approved')
    UNION ALL
    SELECT r.updated_at FROM investigation_reports r WHERE r.incident_id = p_incident
      AND r.deleted_at IS NULL AND r.status IN ('on_approval', 'approved')
  ) d
$$;
--> statement-breakpoint
-- The Labour Code's deadline of an accident's investigation (platform/working-days.ts counts it
-- alike): the same wall-clock time as 24 hours after the accident, on the 10th working day after
-- that day, on the calendar of the holidays table (a working day it names wins over a holiday).
CREATE OR REPLACE FUNCTION analytics_investigation_deadline(p_occurred timestamptz) RETURNS timestamptz
LANGUAGE sql STABLE
AS $$
  WITH l AS (
    SELECT (p_occurred + interval '24 hours') AT TIME ZONE z.zone AS local, z.zone
    FROM (SELECT coalesce((SELECT time_zone FROM analytics_time_zone), 'UTC') AS zone) z
  )
  SELECT (l.local + (w.day - l.local::date) * interval '1 day') AT TIME ZONE l.zone
  FROM l CROSS JOIN LATERAL (
    SELECT d::date AS day FROM generate_series(l.local::date + 1, l.local::date + 90, interval '1 day') d
    LEFT JOIN (SELECT h.day, bool_or(h.kind = 'working_day') AS working FROM holidays h
      WHERE h.deleted_at IS NULL GROUP BY h.day) h ON h.day = d::date
    WHERE coalesce(h.working, extract(isodow FROM d) < 6)
    ORDER BY d OFFSET 9 LIMIT 1
  ) w
$$;
--> statement-breakpoint
-- Every deadline counted again, the rows whose deadline moved rewritten: the holidays changed,
-- or the zone.
CREATE OR REPLACE FUNCTION analytics_accident_deadlines_recount() RETURNS void
LANGUAGE sql
AS $$
  UPDATE analytics_accidents a SET deadline = n.deadline
  FROM (SELECT incident_id, analytics_investigation_deadline(occurred_at) AS deadline FROM analytics_accidents) n
  WHERE n.incident_id = a.incident_id AND a.deadline IS DISTINCT FROM n.deadline
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_accident_deadlines_refresh() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM analytics_accident_deadlines_recount();
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A message's row goes and comes back as the statement left it; a new message has no documents.
CREATE OR REPLACE FUNCTION analytics_accidents_apply() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM analytics_accidents a USING old_rows o WHERE a.incident_id = o.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO analytics_accidents (incident_id, organization_id, month, occurred_at, deadline, done_at)
    SELECT n.id, n.organization_id, (extract(year FROM n.occurred_at AT TIME ZONE 'UTC') * 12
        + extract(month FROM n.occurred_at AT TIME ZONE 'UTC') - 1)::int, n.occurred_at,
      analytics_investigation_deadline(n.occurred_at),
      CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE analytics_accident_done_at(n.id) END
    FROM new_rows n WHERE n.kind = 'accident' AND n.deleted_at IS NULL AND n.status <> 'draft'
    ORDER BY n.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_accident_documents_apply() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  EXECUTE format($q$
    UPDATE analytics_accidents a SET done_at = analytics_accident_done_at(a.incident_id)
    WHERE a.incident_id IN (SELECT c.incident_id FROM %s c)
  $q$, analytics_rows_of(TG_OP));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The accidents' sums per organization and month follow their rows, whatever wrote them (an
-- incident, a document, the holidays).
CREATE OR REPLACE FUNCTION analytics_accident_months_apply() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO analytics_accident_months AS r (organization_id, month, accidents, done, on_time)
    SELECT c.organization_id, c.month, sum(c.sign),
      coalesce(sum(c.sign) FILTER (WHERE c.done_at IS NOT NULL), 0),
      coalesce(sum(c.sign) FILTER (WHERE c.done_at <= c.deadline), 0)
    FROM %s c
    GROUP BY 1, 2
    HAVING sum(c.sign) <> 0 OR coalesce(sum(c.sign) FILTER (WHERE c.done_at IS NOT NULL), 0) <> 0
      OR coalesce(sum(c.sign) FILTER (WHERE c.done_at <= c.deadline), 0) <> 0
    ORDER BY 1, 2
    ON CONFLICT (organization_id, month) DO UPDATE SET accidents = r.accidents + excluded.accidents,
      done = r.done + excluded.done, on_time = r.on_time + excluded.on_time
  $q$, analytics_rows_of(TG_OP));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER analytics_accident_months_insert AFTER INSERT ON analytics_accidents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_accident_months_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_accident_months_update AFTER UPDATE ON analytics_accidents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_accident_months_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_accident_months_delete AFTER DELETE ON analytics_accidents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_accident_months_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_breakdowns_insert AFTER INSERT ON incidents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_incident_breakdowns_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_breakdowns_update AFTER UPDATE ON incidents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_incident_breakdowns_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_breakdowns_delete AFTER DELETE ON incidents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_incident_breakdowns_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_accidents_insert AFTER INSERT ON incidents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_accidents_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_accidents_update AFTER UPDATE ON incidents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_accidents_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_accidents_delete AFTER DELETE ON incidents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_accidents_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_acts_insert AFTER INSERT ON investigation_acts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_accident_documents_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_acts_update AFTER UPDATE ON investigation_acts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_accident_documents_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_acts_delete AFTER DELETE ON investigation_acts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_accident_documents_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_reports_insert AFTER INSERT ON investigation_reports REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_accident_documents_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_reports_update AFTER UPDATE ON investigation_reports REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_accident_documents_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_reports_delete AFTER DELETE ON investigation_reports REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_accident_documents_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_holidays_change AFTER INSERT OR UPDATE OR DELETE ON holidays FOR EACH STATEMENT EXECUTE FUNCTION analytics_accident_deadlines_refresh();
--> statement-breakpoint
-- The backfill: the register as it stands (the triggers keep it from here, in the same migration).
INSERT INTO analytics_accidents (incident_id, organization_id, month, occurred_at, deadline, done_at)
SELECT i.id, i.organization_id, (extract(year FROM i.occurred_at AT TIME ZONE 'UTC') * 12
    + extract(month FROM i.occurred_at AT TIME ZONE 'UTC') - 1)::int, i.occurred_at,
  analytics_investigation_deadline(i.occurred_at), analytics_accident_done_at(i.id)
FROM incidents i WHERE i.kind = 'accident' AND i.deleted_at IS NULL AND i.status <> 'draft';
--> statement-breakpoint
SELECT analytics_incident_breakdowns_rebuild();
