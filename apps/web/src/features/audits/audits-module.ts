import { AUDIT_MODULE_HEAD, AUDITOR_ROLES } from '@hse/contracts/audit-module-head';
import FactCheck from '@mui/icons-material/FactCheck';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { lazy } from 'react';
import type { TWebModule } from '../../app/web-module';

const AuditChecklist = lazy(() =>
  import('./audit-checklist').then(({ AuditChecklist }) => ({ default: AuditChecklist })),
);
const FindingsPanel = lazy(() =>
  import('./findings-panel').then(({ FindingsPanel }) => ({ default: FindingsPanel })),
);
const AuditTemplatesPage = lazy(() => import('./audit-templates-page'));

/**
 * Audits (spec §2 /audit, §6 auditor and admin): the generic list and record pages of their
 * manifest, the record with its checklist and discrepancies, and the checklist templates.
 */
export const AUDITS_MODULE: TWebModule = {
  head: AUDIT_MODULE_HEAD,
  manifest: () => import('@hse/contracts/audits').then((contracts) => contracts.AUDIT_MODULE),
  menuGroup: 'audit',
  icon: FactCheckOutlined,
  activeIcon: FactCheck,
  home: { text: 'audits:home' },
  recordSlots: [AuditChecklist, FindingsPanel],
  extraRoutes: [
    {
      path: '/audit-templates',
      title: 'audits:titles.templates',
      roles: AUDITOR_ROLES,
      element: AuditTemplatesPage,
      menu: true,
    },
  ],
};
