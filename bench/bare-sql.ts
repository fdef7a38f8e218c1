/**
 * The SQL of the bare reference (bare-server.ts), apart so the bench can also show its plans
 * (mixed.ts) without starting a server.
 */

/**
 * The index such an engineer adds for this list: one type over a period, newest first, with the
 * organization in the key so the scope is checked in the index. Part of the reference's own
 * setup, not of the app's migrations.
 */
export const BARE_INDEX_SQL = `create index if not exists bare_incidents_kind_occurred_idx
  on incidents (kind, occurred_at, organization_id) where deleted_at is null`;

/** Token, user, organization and the subtree in one round trip. */
export const CALLER_SQL = {
  name: 'bare_caller',
  text: `with recursive me as (
      select u.id, u.organization_id, u.roles, o.kind,
             concat_ws(' ', u.last_name, u.first_name, nullif(u.middle_name, '')) as fio
      from auth_tokens t join users u on u.id = t.user_id join organizations o on o.id = u.organization_id
      where t.token_hash = $1 and t.expires_at > now() and u.is_active
        and t.last_used_at > now() - make_interval(mins => $2)
    ), tree as (
      select id from organizations where id = (select organization_id from me) and deleted_at is null
      union all
      select o.id from organizations o join tree on o.parent_id = tree.id where o.deleted_at is null
    )
    select me.id, me.fio, me.roles, me.kind, array(select id from tree) as orgs from me`,
};

const LIST_COLUMNS = `i.id, i.number, i.kind, i.status, i.organization_id, o.name_ru as organization_name,
  i.occurred_at, i.location, i.created_at`;
/**
 * Type, period, the draft rule and, for a scoped caller, the subtree ($5); written twice rather than
 * as `$5 is null or …`, which would keep a generic plan from using the organization in the index.
 */
const listWhere = (scoped: boolean) => `i.deleted_at is null and i.kind = $1 and i.occurred_at >= $2::date
  and i.occurred_at < $3::date + 1 and (i.status <> 'draft' or i.created_by = $4)
  ${scoped ? 'and i.organization_id = any($5)' : 'and $5::uuid[] is null'}`;
const listStatements = (scoped: boolean) => ({
  page: {
    name: `bare_page_${scoped}`,
    text: `select ${LIST_COLUMNS} from incidents i join organizations o on o.id = i.organization_id
      where ${listWhere(scoped)} order by i.occurred_at desc, i.id desc limit $6 offset $7`,
  },
  count: {
    name: `bare_count_${scoped}`,
    text: `select count(*)::int as n from incidents i where ${listWhere(scoped)}`,
  },
});
export const LIST = { scoped: listStatements(true), all: listStatements(false) };

export const READ_SQL = {
  name: 'bare_read',
  text: `select i.*, o.name_ru as organization_name from incidents i
    join organizations o on o.id = i.organization_id where i.id = $1 and i.deleted_at is null`,
};

/**
 * The number's series is the code of the nearest organization up the tree with a short name (''
 * without one); the counter row of (INC, series, year) is bumped and stays locked until commit.
 */
export const CREATE_SQL = {
  name: 'bare_create',
  text: `with recursive up as (
      select id, parent_id, short_name, 0 as depth from organizations where id = $2
      union all
      select o.id, o.parent_id, o.short_name, up.depth + 1 from organizations o join up on o.id = up.parent_id
    ), series as (
      select coalesce((select upper(regexp_replace(btrim(short_name), '\\s+', '-', 'g')) from up
        order by (short_name = '') asc, depth asc limit 1), '') as code
    ), counter as (
      insert into registration_counters (prefix, series, year, last)
      select 'INC', code, $3::int, 1 from series
      on conflict (prefix, series, year) do update set last = registration_counters.last + 1
      returning series, last
    ), created as (
      insert into incidents (id, number, organization_id, status, kind, occurred_at, location, description,
                             created_by, updated_by)
      select $1, concat_ws('-', 'INC', nullif(series, ''), $3::int::text, lpad(last::text, 5, '0')), $2, 'draft',
             $4, $5, $6, $7, $8, $8
      from counter
      returning id, number, organization_id, status, kind, occurred_at, location, description, created_at
    ), logged as (
      insert into history (id, entity_type, entity_id, action, actor_id)
      select $9, 'incident', id, 'create', $8 from created
    )
    select * from created`,
};

/** The comment is written only when the message is within reach: in scope, or filed by the caller. */
export const COMMENT_SQL = {
  name: 'bare_comment',
  text: `insert into record_comments (id, entity_type, entity_id, author_id, text)
    select $1, 'incident', i.id, $3, $4 from incidents i
    where i.id = $2 and i.deleted_at is null and (i.status <> 'draft' or i.created_by = $3)
      and ($5::uuid[] is null or i.organization_id = any($5) or i.created_by = $3)
    returning id, author_id, text, created_at`,
};
