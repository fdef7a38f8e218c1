import type {
  TDrivingCreate,
  TObservationKind,
  TPnbrCreate,
  TWorksCreate,
} from '@hse/contracts/observations';
import type { TWorkflowAction } from '@hse/contracts/workflow';
import { expect } from 'vitest';
import type { TTestApp } from './test-app.ts';

const HOUR = 3_600_000;

export const OBSERVATION_BASES: Record<TObservationKind, string> = {
  pnbr: '/api/observations/pnbr',
  works: '/api/observations/works',
  driving: '/api/observations/driving',
};

/** What every observation answers, as far as these tests read it. */
export type TObservationAnswer = {
  id: string;
  number: string;
  status: string;
  version: number;
  organization_id: string;
  at_risk_count: number;
  created_by: string | null;
  allowed_actions: string[];
  can_edit: boolean;
  can_delete: boolean;
  checks: Record<string, string>;
  [field: string]: unknown;
};

/** A behavioural observation an hour ago with one finding among three rated rules. */
export function pnbrInput(organizationId: string, overrides: Partial<TPnbrCreate> = {}): TPnbrCreate {
  return {
    organization_id: organizationId,
    observer: 'Досымов Данияр',
    observed: '3',
    monitored_company: 'ТОО «Демо Сервис»',
    monitored_department: 'Бригада КРС',
    task: 'Замена задвижки',
    observed_at: new Date(Date.now() - HOUR).toISOString(),
    observed_count: 3,
    place: 'Месторождение Демо, куст 12',
    place_detail: 'Устье скважины',
    checks: { energy_isolation: 'safe', line_of_fire: 'at_risk', hot_work: 'not_applicable' },
    discussed: 'Положение рук при откручивании',
    work_stopped: true,
    description: 'Оператор стоял на линии удара ключа',
    comment: 'Проведена беседа',
    ...overrides,
  };
}

export function worksInput(organizationId: string, overrides: Partial<TWorksCreate> = {}): TWorksCreate {
  return {
    organization_id: organizationId,
    observed_at: new Date(Date.now() - 2 * HOUR).toISOString(),
    structural_division: 'Цех добычи №2',
    organization_verification: 'Наряд-допуск проверен',
    description: 'Огневые работы на резервуаре',
    checks: { hot_work: 'safe', work_authorization: 'safe' },
    ...overrides,
  };
}

export function drivingInput(
  organizationId: string,
  overrides: Partial<TDrivingCreate> = {},
): TDrivingCreate {
  return {
    organization_id: organizationId,
    driver: 'Серіков Нұрлан',
    vehicle: 'Toyota Hilux 123 ABC 06',
    driving_experience: 12,
    trip_date: new Date(Date.now() - 24 * HOUR).toISOString().slice(0, 10),
    start_time: '08:30',
    start_place: 'База Атырау',
    end_time: '11:05',
    end_place: 'Месторождение Демо',
    checks: { seat_belt: 'safe', speed: 'at_risk', phone: 'at_risk' },
    comment: 'Превышение на трассе',
    ...overrides,
  };
}

export const inputOf = {
  pnbr: pnbrInput,
  works: worksInput,
  driving: drivingInput,
} satisfies Record<TObservationKind, (organizationId: string) => object>;

export async function createObservation(
  t: TTestApp,
  token: string,
  kind: TObservationKind,
  input: object,
): Promise<TObservationAnswer> {
  const response = await t.call(token, {
    method: 'POST',
    url: `${OBSERVATION_BASES[kind]}/`,
    payload: input,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TObservationAnswer>();
}

export function actOnObservation(
  t: TTestApp,
  token: string,
  kind: TObservationKind,
  record: { id: string; version: number },
  action: TWorkflowAction,
  comment?: string,
) {
  return t.call(token, {
    method: 'POST',
    url: `${OBSERVATION_BASES[kind]}/${record.id}/actions/${action}/`,
    payload: { version: record.version, ...(comment === undefined ? {} : { comment }) },
  });
}

/** An observation of `kind` by the holder of `token`, sent on. */
export async function sentObservation(
  t: TTestApp,
  token: string,
  kind: TObservationKind,
  input: object,
): Promise<TObservationAnswer> {
  const draft = await createObservation(t, token, kind, input);
  const response = await actOnObservation(t, token, kind, draft, 'save_and_send');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TObservationAnswer>();
}
