import type { TIncident, TIncidentCreate, TVictim } from '@hse/contracts/incidents';
import type { TWorkflowAction } from '@hse/contracts/workflow';
import { expect } from 'vitest';
import type { TTestApp } from './test-app.ts';

const HOUR = 3_600_000;

export function victim(overrides: Partial<TVictim> = {}): TVictim {
  return {
    full_name: 'Ахметов Ерлан Серикович',
    birth_year: 1985,
    position: 'Оператор',
    experience_years: 7,
    instruction_date: '2026-01-15',
    injury_severity: 'light',
    body_part: 'hands',
    diagnosis: 'Ушиб кисти',
    dependents: 2,
    outcome: 'mtc',
    ...overrides,
  };
}

/** A short first message of an accident with one victim, an hour ago. */
export function incidentInput(
  organizationId: string,
  overrides: Partial<TIncidentCreate> = {},
): TIncidentCreate {
  return {
    kind: 'accident',
    organization_id: organizationId,
    occurred_at: new Date(Date.now() - HOUR).toISOString(),
    location: 'Месторождение Демо, куст 12',
    description: 'При замене задвижки оператор ударил руку',
    measures: 'Оказана первая помощь',
    victims: [victim()],
    ...overrides,
  };
}

export async function createIncident(t: TTestApp, token: string, input: TIncidentCreate): Promise<TIncident> {
  const response = await t.call(token, { method: 'POST', url: '/api/incidents/', payload: input });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TIncident>();
}

export function act(
  t: TTestApp,
  token: string,
  incident: TIncident,
  action: TWorkflowAction,
  comment?: string,
) {
  return t.call(token, {
    method: 'POST',
    url: `/api/incidents/${incident.id}/actions/${action}/`,
    payload: { version: incident.version, ...(comment === undefined ? {} : { comment }) },
  });
}

export async function acted(
  t: TTestApp,
  token: string,
  incident: TIncident,
  action: TWorkflowAction,
  comment?: string,
): Promise<TIncident> {
  const response = await act(t, token, incident, action, comment);
  expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
  return response.json<TIncident>();
}
