import { AUDIT_MODULE } from '@hse/contracts/audits';
import FactCheck from '@mui/icons-material/FactCheck';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import type { TWebModule } from '../../app/web-module';

/** Audits (spec §2 /audit, §6 auditor and admin): the generic list and record pages of their manifest. */
export const AUDITS_MODULE: TWebModule = {
  manifest: AUDIT_MODULE,
  menuGroup: 'audit',
  icon: FactCheckOutlined,
  activeIcon: FactCheck,
  home: { text: 'audits:home' },
};
