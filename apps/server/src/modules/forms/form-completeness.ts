import {
  parsePeriodKey,
  type TFormCellState,
  type TFormCompleteness,
  ZFormCompletenessQuerySchema,
  ZFormCompletenessSchema,
} from '@hse/contracts/form-completeness';
import { dueOnOf, periodKeyOf } from '@hse/contracts/form-submissions';
import { type SQL, sql } from 'drizzle-orm';
import { formSubmissions, organizations } from '../../db/schema/index.ts';
import { scopeOf } from '../../platform/access.ts';
import type { TApp } from '../../platform/app-types.ts';
import { langOf } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { ERROR_RESPONSES, fieldError } from '../../platform/errors.ts';
import { SIGNED_IN } from '../../platform/permissions.ts';
import type { TModuleRoutes } from '../../platform/record-module/register.ts';
import { localDay } from '../../platform/working-days.ts';
import { latestFormDefinitions } from './form-definitions.ts';

/** The manifest's columns, which the derived table does not type. */
const s = formSubmissions as unknown as Record<
  'organizationId' | 'formCode' | 'year' | 'period' | 'status' | 'late' | 'number' | 'id' | 'deletedAt',
  SQL
>;

type TMatrixRow = {
  organization_id: string;
  name_ru: string;
  name_kk: string;
  name_en: string;
  form_code: string | null;
  submission_id: string | null;
  number: string | null;
  status: TFormCellState | null;
  late: boolean | null;
};

/** The last month that has ended on `today` (`YYYY-MM-DD`), as a period key. */
export function lastEndedMonth(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month > 1 ? periodKeyOf('month', year, month - 1) : periodKeyOf('month', year - 1, 12);
}

/**
 * `GET <base>/completeness/` (decision 073): the subsidiaries in the caller's scope × the forms of
 * the period's periodicity, each cell the state of that submission. The definitions are one read
 * (kept in memory per version); the whole matrix is one statement: the subsidiaries left-joined
 * to their live submissions of those forms for the period.
 */
export function registerFormCompleteness(app: TApp, deps: TDeps, routes: TModuleRoutes) {
  app.get(
    `${routes.base}/completeness/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: routes.tags,
        querystring: ZFormCompletenessQuerySchema,
        response: { 200: ZFormCompletenessSchema, ...ERROR_RESPONSES },
      },
    },
    async (request): Promise<TFormCompleteness> => {
      const user = currentUser(request);
      const lang = langOf(request);
      const today = localDay(new Date(), deps.config.TIME_ZONE);
      const key = request.query.period ?? lastEndedMonth(today);
      const place = parsePeriodKey(key);
      if (!place) throw fieldError('period', 'forms.period_key_invalid');
      if (request.query.periodicity && request.query.periodicity !== place.periodicity)
        throw fieldError('periodicity', 'forms.periodicity_mismatch');
      const definitions = (await latestFormDefinitions(deps.db)).filter(
        (d) => d.period === place.periodicity,
      );
      const forms = definitions.map((d) => ({
        code: d.code,
        number: Number(d.code.replace('HSE_FRM_', '')),
        title: d.title[lang] || d.title.ru,
        due_on: dueOnOf(d.period, place.year, place.period, d.dueDays),
      }));
      const codes = forms.map((f) => f.code);
      const scope = await scopeOf(deps, user);
      const o = organizations;
      const inScope = scope.all
        ? sql`true`
        : scope.organizationIds.length > 0
          ? sql`${o.id} in (${sql.join(
              scope.organizationIds.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql`false`;
      const codeList =
        codes.length > 0
          ? sql.join(
              codes.map((c) => sql`${c}`),
              sql`, `,
            )
          : sql`null`;
      const result = await deps.db.execute(sql`
        select ${o.id} as organization_id, ${o.nameRu} as name_ru, ${o.nameKk} as name_kk,
          ${o.nameEn} as name_en, ${s.formCode} as form_code, ${s.id} as submission_id,
          ${s.number} as number, ${s.status} as status, ${s.late} as late
        from ${organizations}
        left join ${formSubmissions} on ${s.organizationId} = ${o.id} and ${s.deletedAt} is null
          and ${s.year} = ${place.year} and ${s.period} = ${place.period}
          and ${s.formCode} in (${codeList})
        where ${o.kind} = 'subsidiary' and ${o.deletedAt} is null and ${inScope}`);
      // Both drivers answer `{ rows }`; the shared database type cannot know which one it is.
      const rows = (result as unknown as { rows: TMatrixRow[] }).rows;
      const byOrganization = new Map<string, { name: string; cells: Map<string, TMatrixRow> }>();
      for (const row of rows) {
        let entry = byOrganization.get(row.organization_id);
        if (!entry) {
          const name = { ru: row.name_ru, kk: row.name_kk, en: row.name_en }[lang] || row.name_ru;
          entry = { name, cells: new Map() };
          byOrganization.set(row.organization_id, entry);
        }
        if (row.form_code) entry.cells.set(row.form_code, row);
      }
      const collator = new Intl.Collator(lang);
      return {
        period_key: periodKeyOf(place.periodicity, place.year, place.period),
        periodicity: place.periodicity,
        year: place.year,
        period: place.period,
        today,
        forms,
        rows: [...byOrganization.entries()]
          .sort(([, a], [, b]) => collator.compare(a.name, b.name))
          .map(([organizationId, entry]) => ({
            organization_id: organizationId,
            organization_name: entry.name,
            cells: forms.map((form) => {
              const found = entry.cells.get(form.code);
              const state: TFormCellState = found?.status ?? 'missing';
              const sent = state === 'sent' || state === 'accepted';
              return {
                form_code: form.code,
                state,
                // Sent: as the submission was judged when first sent; not sent: is its day past?
                late: sent ? found?.late === true : today > form.due_on,
                submission_id: found?.submission_id ?? null,
                number: found?.number ?? null,
              };
            }),
          })),
      };
    },
  );
}
