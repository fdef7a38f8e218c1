import type { TIncident, TIncidentListItem } from '@hse/contracts/incidents';
import type { TDocumentListItem } from '@hse/contracts/investigations';
import { SUBSIDIARY_ID, USER_ID } from './test-fixtures';

const STAMP = '2026-03-01T09:30:00.000Z';
export const INCIDENT_ID = '0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4a70';

export const INCIDENT: TIncident = {
  id: INCIDENT_ID,
  number: 'INC-DOB-2026-00042',
  status: 'sent',
  kind: 'accident',
  organization_id: SUBSIDIARY_ID,
  organization_name: 'Добыча',
  occurred_at: STAMP,
  liquidated_at: null,
  location: 'Куст 12, скважина 104',
  description: 'Оператор поскользнулся на площадке',
  measures: 'Площадка посыпана песком',
  contractor: '',
  business_direction: 'production',
  area: '',
  work_type: '',
  impact: '',
  notified_bodies: '',
  preliminary_causes: '',
  classification: null,
  victims: [
    {
      full_name: 'Сейтқали Нұрлан',
      birth_year: 1985,
      position: 'Оператор',
      experience_years: 7,
      instruction_date: '2026-02-01',
      injury_severity: 'light',
      body_part: 'hands',
      diagnosis: 'Ушиб',
      dependents: 2,
      outcome: 'mtc',
    },
  ],
  transport: null,
  driver: null,
  needs_special_investigation: false,
  created_at: STAMP,
  created_by: USER_ID,
  created_by_fio: 'Иванов Иван Иванович',
  updated_at: STAMP,
  version: 2,
  allowed_actions: ['accept_for_work', 'for_revision'],
  can_edit: false,
  can_delete: false,
};

export const INCIDENT_ROW: TIncidentListItem = {
  id: INCIDENT_ID,
  number: INCIDENT.number,
  status: INCIDENT.status,
  kind: INCIDENT.kind,
  organization_id: SUBSIDIARY_ID,
  organization_name: 'Добыча',
  occurred_at: STAMP,
  location: INCIDENT.location,
  victims_count: 1,
  needs_special_investigation: false,
  created_by_fio: INCIDENT.created_by_fio,
};

export const ACT_ID = '0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4a80';

/** The special investigation act of INCIDENT, as lists and the message's links show it. */
export const ACT_ROW: TDocumentListItem = {
  id: ACT_ID,
  number: 'ACT-DOB-2026-00007',
  status: 'on_approval',
  title: 'Падение с высоты на кусте 12',
  incident_id: INCIDENT_ID,
  incident_number: INCIDENT.number,
  organization_id: SUBSIDIARY_ID,
  organization_name: 'Добыча',
  created_at: STAMP,
  created_by_fio: 'Петров П. П.',
};
