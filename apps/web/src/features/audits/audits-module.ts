import { AUDIT_MODULE_HEAD } from '@hse/contracts/audit-module-head';
import FactCheck from '@mui/icons-material/FactCheck';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import type { TWebModule } from '../../app/web-module';

/** Audits (spec §2 /audit, §6 auditor and admin): the generic list and record pages of their manifest. */
export const AUDITS_MODULE: TWebModule = {
  head: AUDIT_MODULE_HEAD,
  manifest: () => import('@hse/contracts/audits').then((contracts) => contracts.AUDIT_MODULE),
  menuGroup: 'audit',
  icon: FactCheckOutlined,
  activeIcon: FactCheck,
  home: { text: 'audits:home' },
};
