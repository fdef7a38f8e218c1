import type { TObservationListItem, TPnbr } from '@hse/contracts/observations';
import { SUBSIDIARY_ID, USER_ID } from '../../components/test-fixtures';

const STAMP = '2026-03-02T08:30:00.000Z';

export const PNBR_ID = '0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4a90';

/** A sent observation: final, so read-only with no action but the PDF. */
export const PNBR: TPnbr = {
  id: PNBR_ID,
  number: 'PNBR-DOB-2026-00004',
  status: 'sent',
  organization_id: SUBSIDIARY_ID,
  organization_name: 'Добыча',
  observer: 'Ахметов Арман',
  observed: 'Бригада из трёх человек',
  monitored_company: 'ТОО «Подрядчик»',
  monitored_department: '',
  task: 'Замена задвижки',
  observed_at: '2026-03-01T10:00:00.000Z',
  observed_count: 3,
  place: 'Куст 12',
  place_detail: 'Скважина 7',
  checks: {
    hot_work: 'at_risk',
    line_of_fire: 'safe',
    confined_space: 'not_applicable',
    housekeeping: 'safe',
  },
  check_comments: { hot_work: 'Сварка без допуска', housekeeping: 'Проходы свободны' },
  discussed: 'Наряд-допуск на огневые работы',
  work_stopped: true,
  description: '',
  comment: '',
  at_risk_count: 1,
  created_at: STAMP,
  created_by: USER_ID,
  created_by_fio: 'Сидоров С.',
  updated_at: STAMP,
  version: 2,
  allowed_actions: [],
  can_edit: false,
  can_delete: false,
};

export const PNBR_DRAFT: TPnbr = {
  ...PNBR,
  id: '0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4a91',
  status: 'draft',
  number: 'PNBR-DOB-2026-00005',
  allowed_actions: ['save_and_send'],
  can_edit: true,
  can_delete: true,
};

export const PNBR_ROW: TObservationListItem = {
  id: PNBR.id,
  number: PNBR.number,
  status: PNBR.status,
  organization_id: PNBR.organization_id,
  organization_name: PNBR.organization_name,
  observed_at: PNBR.observed_at,
  subject: PNBR.place,
  at_risk_count: PNBR.at_risk_count,
  created_at: STAMP,
  created_by_fio: PNBR.created_by_fio,
};
