import type { TLanguage } from '@hse/contracts/constants';
import { INCIDENT_MODULE } from '@hse/contracts/incidents';
import type { TRecordModule } from '@hse/contracts/record-module/define';
import type { TField } from '@hse/contracts/record-module/fields';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import { textAt } from '@hse/contracts/texts';
import { expect } from 'vitest';
import type { TRecordModuleEntry } from '../record-modules.ts';
import { createAuditTemplate, findingInput } from './audit-builders.ts';
import { orgTree, userIdOf } from './builders.ts';
import { acted, createIncident, incidentInput, victim } from './incident-builders.ts';
import { jpegBytes, multipart, type TTestApp } from './test-app.ts';

/**
 * What the derived input cannot make up for a module: values of its references (a current
 * checklist), and who creates its records. Every entry of RECORD_MODULES needs one.
 */
export type TModuleFixture = {
  author: string;
  references(t: TTestApp, token: string): Promise<Record<string, unknown>>;
  /** The PDF's title, where the module names a record otherwise than `titles.record` and its number. */
  pdfTitle?(record: TRecordItem, lang: TLanguage): string;
  /** Values each new record needs of its own (the message a document is placed from, one per kind). */
  eachRecord?(t: TTestApp, token: string): Promise<Record<string, unknown>>;
  /** What the first action carries besides the version (the person a card is given to). */
  firstActionBody?(t: TTestApp): Promise<Record<string, unknown>>;
  /** What a record needs before its first action besides its fields (a measure in a plan's part). */
  beforeFirstAction?(t: TTestApp, token: string, record: TRecordItem): Promise<void>;
  /** Who reads a sent record (default employee, of the record's subsidiary) and who may not (employee2). */
  reader?: string;
  outsider?: string;
};

/** A sent message in the production subsidiary, which an investigation document is written for. */
async function sentIncidentOf(t: TTestApp, token: string) {
  const [production] = (await orgTree(t)).subsidiaries;
  const draft = await createIncident(t, token, incidentInput(production!.id));
  return { incident_id: (await acted(t, token, draft, 'save_and_send')).id };
}

const INVESTIGATION_FIXTURE: TModuleFixture = {
  author: 'dotos',
  references: async () => ({}),
  eachRecord: sentIncidentOf,
};

/** An observation is sent only with something rated; a trip's times are clock times. */
const observationFixture = (values: Record<string, unknown>): TModuleFixture => ({
  author: 'employee',
  references: async () => values,
});

/** Years of the commitments made so far by the engine suite, each of its own. */
let commitmentYears = 0;

export const MODULE_FIXTURES: Record<string, TModuleFixture> = {
  incidents: {
    author: 'employee',
    // A victim's year of birth is beyond what the registry's generic integer makes up.
    references: async () => ({ victims: [victim()] }),
    pdfTitle: (record, lang) =>
      `${textAt(INCIDENT_MODULE.texts, `kinds.${String(record.kind)}`, lang)} ${record.number}`,
  },
  observations_pnbr: observationFixture({ checks: { line_of_fire: 'at_risk', ppe: 'safe' } }),
  observations_works: observationFixture({ checks: { hot_work: 'safe' } }),
  observations_driving: observationFixture({
    checks: { seat_belt: 'safe', distance: 'at_risk' },
    start_time: '08:30',
    end_time: '11:05',
  }),
  audits: {
    author: 'auditor',
    references: async (t, token) => ({ template_id: (await createAuditTemplate(t, token)).id }),
  },
  investigation_reports: INVESTIGATION_FIXTURE,
  // The act answers a position left out as empty, not null: the fixture names it.
  investigation_acts: {
    ...INVESTIGATION_FIXTURE,
    eachRecord: async (t, token) => ({
      ...(await sentIncidentOf(t, token)),
      guilt: [{ full_name: 'Ахметов Е. С.', position: 'Оператор', percent: 40 }],
    }),
  },
  // A card is filed by anyone and sent to work by the HSE staff, who name its responsible person;
  // the filer's phone is digits, and a signed-in filer's name is their account's.
  qorgau: {
    author: 'admin',
    references: async () => ({ author_name: '', author_phone: '' }),
    firstActionBody: async (t) => ({ assignee_id: await userIdOf(t, 'employee') }),
  },
  // A commitment is approved by another person (here the holding's HSE specialist), its items
  // name what they are, and a manager keeps one a year: each record is of a year of its own.
  commitments: {
    author: 'employee',
    references: async (t) => ({
      approver_id: await userIdOf(t, 'dotos'),
      items: [{ kind: 'site_visit', description: 'Обход участка', target: 3 }],
    }),
    eachRecord: async () => ({ year: 2030 + ++commitmentYears }),
  },
  // An event here names the kind of its source but no record, nor a row of one (its sources are
  // tested in events.test.ts); its author is its responsible person and approver.
  events: { author: 'dotos', references: async () => ({ source_row: null }) },
  // A bulletin goes for approval addressed: here to its own organization.
  bulletins: {
    ...INVESTIGATION_FIXTURE,
    eachRecord: async (t, token) => ({ ...(await sentIncidentOf(t, token)), own_organization_only: true }),
  },
  // The holding's plan (decision 056): its HSE staff write it, one a year; a subsidiary never
  // reads it (its parts say what it needs of it).
  event_plans: {
    author: 'dotos',
    references: async (t) => ({ organization_id: (await orgTree(t)).holding.id }),
    eachRecord: async () => ({ year: nextPlanYear++ }),
    reader: 'dotos',
    outsider: 'employee',
  },
  // A subsidiary's part, each of a plan of its own (one part per plan and subsidiary), written
  // here by the holding; it is sent with a measure in it.
  event_plan_parts: {
    author: 'dotos',
    references: async () => ({}),
    eachRecord: async (t, token) => ({ plan_id: await draftPlanOf(t, token) }),
    beforeFirstAction: async (t, token, record) => {
      const response = await t.call(token, {
        method: 'POST',
        url: `/api/event-plan-parts/${record.id}/items/`,
        payload: { title: 'Обучение', responsible_id: await userIdOf(t, 'employee'), due_on: '2100-03-01' },
      });
      expect(response.statusCode, response.body).toBe(201);
    },
  },
  // An uploaded video's record (its source a file), seen by its own organization only.
  media_videos: {
    author: 'dotos',
    references: async () => ({ source: 'file', link: null, iframe: null, targets: [] }),
  },
  // One map per subsidiary and year: each record its own year.
  road_maps: {
    author: 'employee',
    references: async () => ({}),
    eachRecord: async () => ({ year: nextRoadMapYear++ }),
  },
  // The media library (decision 064): the holding's HSE specialist keeps items of the production
  // subsidiary, whose staff read them once published and the refinery's do not.
  visual_aids: { author: 'dotos', references: async () => ({}) },
  media_events: { author: 'dotos', references: async () => ({}) },
  // One submission per form, organization and period: each record its own year and month of form 1.
  form_submissions: {
    author: 'employee',
    references: async () => ({}),
    eachRecord: async () => {
      const n = formSlot++;
      return { form_code: 'HSE_FRM_1', year: 2010 + n, period: 1 + (n % 12), values: {} };
    },
  },
  // A safety document is approved with its file: a version is uploaded before.
  documents: {
    author: 'dotos',
    // A folder of the records' area, so that the folder filter has something to narrow by.
    references: async (t, token) => {
      const folder = await t.call(token, {
        method: 'POST',
        url: '/api/documents/folders/',
        payload: { area: 'common_files', name: 'Общие положения' },
      });
      expect(folder.statusCode, folder.body).toBe(201);
      return { area: 'common_files', folder_id: folder.json<{ id: string }>().id };
    },
    beforeFirstAction: async (t, token, record) => {
      const response = await t.call(token, {
        method: 'POST',
        url: `/api/documents/${record.id}/versions/`,
        // A scan (an image), which the browser previews as well as downloads.
        ...multipart('file', 'instruction.jpg', 'image/jpeg', jpegBytes()),
      });
      expect(response.statusCode, response.body).toBe(201);
    },
  },
};

/** The months of form 1 the engine suite's submissions are written for, one each. */
let formSlot = 0;

/** The years the engine suite's consolidated plans are written for, one each (a plan a year). */
let nextPlanYear = 2040;

/** The holding's consolidated plan of a new year, for the parts the engine suite writes. */
async function draftPlanOf(t: TTestApp, token: string) {
  const response = await t.call(token, {
    method: 'POST',
    url: '/api/event-plans/',
    payload: { organization_id: (await orgTree(t)).holding.id, year: nextPlanYear++, send_by: '2100-01-31' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TRecordItem>().id;
}

/** The years the engine suite's road maps are written for, one each (a map per organization and year). */
let nextRoadMapYear = 2040;

/** What the route inventory's 404 test sends to a module's own routes on one record (by route key). */
export const MODULE_ROUTE_PAYLOADS: Record<string, object> = {
  'PUT /api/audits/:id/checklist/': { version: 3, answers: {} },
  'POST /api/audits/:id/findings/': findingInput('00000000-0000-4000-8000-000000000000'),
  'PATCH /api/audits/:id/findings/:findingId/': { version: 1, causes: 'x' },
  'DELETE /api/audits/:id/findings/:findingId/': { version: 1 },
  'POST /api/road-maps/:id/items/': { category: 'fire_safety', name: 'x' },
  'PATCH /api/road-maps/:id/items/:itemId/': { version: 1, fact: 1 },
  'DELETE /api/road-maps/:id/items/:itemId/': { version: 1 },
  'POST /api/event-plan-parts/:id/items/': {
    title: 'x',
    responsible_id: '00000000-0000-4000-8000-000000000000',
  },
  'PATCH /api/event-plan-parts/:id/items/:itemId/': { version: 1, cost: 1 },
  'DELETE /api/event-plan-parts/:id/items/:itemId/': { version: 1 },
  'POST /api/commitments/:id/fillings/': { period: 'q1', counts: [{ done: 1 }] },
  'PATCH /api/commitments/:id/fillings/:fillingId/': { version: 1, comment: 'x' },
  'DELETE /api/commitments/:id/fillings/:fillingId/': { version: 1 },
};

export function fixtureOf(entry: TRecordModuleEntry): TModuleFixture {
  const fixture = MODULE_FIXTURES[entry.module.key];
  if (!fixture) throw new Error(`record-module-builders.ts has no fixture for ${entry.module.key}`);
  return fixture;
}

/** What a record's ids point at: its organization and a person. */
export type TInputContext = { organizationId: string; personId: string; variant: number };

/** A valid value of a field of each kind; `variant` tells records apart (dates, choices, numbers). */
export function validValue(name: string, f: TField, ctx: TInputContext): unknown {
  const v = ctx.variant;
  const pick = <T>(list: readonly T[]) => list[v % list.length] as T;
  switch (f.kind) {
    case 'text':
    case 'long_text':
      return `Поле ${name} ${v}`;
    case 'integer':
      return 3 + v;
    case 'number':
      return 12.5 + v;
    case 'money':
      return 1500.125 + v;
    case 'percent':
      return 40 + v;
    case 'date':
      // A later date where it may not come before another; a year apart per variant, all past
      // (a moment that happened may not lie in the future).
      return `${2016 + v}-03-${f.notBefore ? '12' : '10'}`;
    case 'datetime':
      return `${2016 + v}-03-10T08:30:00.000Z`;
    case 'boolean':
      return v % 2 === 0;
    case 'choice':
      return pick(f.options ?? []);
    case 'multi_choice':
      return [pick(f.options ?? [])];
    case 'organization':
      return ctx.organizationId;
    case 'person':
      return ctx.personId;
    case 'people':
      return [ctx.personId];
    case 'point':
      return { lat: 47.1 + v / 100, lng: 51.9 };
    case 'rows':
      return [validInput({ fields: f.row ?? {} } as TRecordModule, ctx, {}, false)];
    default:
      return null;
  }
}

/** A valid create body of a module: a value per field it writes, `overrides` last. */
export function validInput(
  module: Pick<TRecordModule, 'fields'>,
  ctx: TInputContext,
  overrides: Record<string, unknown>,
  all = true,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(module.fields)) {
    if (f.computed || (f.kind === 'reference' && !(name in overrides)) || f.kind === 'file') continue;
    if (all || f.required) input[name] = validValue(name, f, ctx);
  }
  return { ...input, ...overrides };
}

/** Creates a record through the API and checks the answer. */
export async function createModuleRecord(
  t: TTestApp,
  module: TRecordModule,
  token: string,
  input: Record<string, unknown>,
): Promise<TRecordItem> {
  const response = await t.call(token, { method: 'POST', url: `${module.resource}/`, payload: input });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TRecordItem>();
}

/** The first action out of the initial state, which the author takes (a draft sent on). */
export function firstAction(module: TRecordModule): string {
  const { workflow } = module;
  const found = Object.entries(workflow.actions).find(([, step]) => step?.from.includes(workflow.initial));
  if (!found) throw new Error(`${module.key}: no action leaves ${workflow.initial}`);
  return found[0];
}
