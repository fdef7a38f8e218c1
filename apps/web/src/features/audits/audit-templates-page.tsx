import { AUDIT_MODULE, AUDIT_TEMPLATES } from '@hse/contracts/audits';
import { CHECKLIST_TEMPLATE_CONTENT } from '../../components/checklist/checklist-template-editor';
import { VersionedListPage } from '../../components/versioned-list/versioned-list-page';

/** `/audit-templates`: the checklists auditors keep; `?edit=<id>|new` opens one in the editor. */
export default function AuditTemplatesPage() {
  return (
    <VersionedListPage
      list={AUDIT_TEMPLATES}
      content={CHECKLIST_TEMPLATE_CONTENT}
      title="audits:titles.templates"
      ns="audit_checklist"
      prefix="templates"
      textNs={AUDIT_MODULE.key}
    />
  );
}
