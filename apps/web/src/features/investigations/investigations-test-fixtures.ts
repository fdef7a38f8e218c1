import type { TAct } from '@hse/contracts/investigations';
import { ACT_ROW } from '../../components/incident-test-fixtures';
import { USER_ID } from '../../components/test-fixtures';

export const ACT: TAct = {
  ...ACT_ROW,
  event_type: 'Несчастный случай',
  direct_cause: 'Неисправная лестница',
  text: '',
  victims: ['Сейтқали Нұрлан'],
  conclusions: '',
  guilt: [{ full_name: 'Сейтқали Нұрлан', position: 'Оператор', percent: 30 }],
  chairman: { user_id: null, full_name: 'Ахметов А. А.', position: 'Главный инженер' },
  members: [],
  measures: [],
  created_by: USER_ID,
  updated_at: ACT_ROW.created_at,
  version: 3,
  allowed_actions: ['approve', 'for_revision', 'reject'],
  can_edit: false,
  can_delete: false,
};
