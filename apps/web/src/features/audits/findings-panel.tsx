import type { TFinding } from '@hse/contracts/audits';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorDetail } from '../../components/error-detail';
import type { TRecordSlotProps } from '../../components/record-module/record-module';
import { useDeleteFinding, useFindings } from './audit-queries';
import { FindingDialog } from './finding-dialog';
import { isOverdue, type TFindingTarget, todayIso } from './finding-form-values';
import { FindingItem } from './finding-item';
import { useAuditText } from './use-audit-text';

/** The audit's discrepancies: written by the auditors, answered by the audited organization. */
export function FindingsPanel({ record, refresh }: TRecordSlotProps) {
  const { t } = useTranslation('audit_checklist');
  const text = useAuditText();
  const findings = useFindings(record.id);
  const remove = useDeleteFinding(record.id, refresh);
  const [target, setTarget] = useState<TFindingTarget | null>(null);
  const [deleting, setDeleting] = useState<TFinding | null>(null);
  const list = findings.data?.results ?? [];
  const today = todayIso();

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="findings-title"
      sx={{ p: 2 }}
      data-testid="findings-panel"
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography id="findings-title" variant="h6" component="h2">
          {text('sections.findings')}
        </Typography>
        {findings.data?.can_add && (
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setTarget({ mode: 'create' })}
            data-testid="finding-add"
          >
            {t('findings.add')}
          </Button>
        )}
      </Stack>
      {findings.isPending && (
        <CircularProgress size={24} aria-label={t('loading', { ns: 'common' })} sx={{ mt: 1 }} />
      )}
      {findings.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorDetail(findings.error, t('findings.load_failed'))}
        </Alert>
      )}
      {findings.isSuccess && list.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('findings.empty')}
        </Typography>
      )}
      {list.length > 0 && (
        <Box component="ol" sx={{ m: 0, mt: 1, p: 0 }}>
          {list.map((finding, index) => (
            <FindingItem
              key={finding.id}
              finding={finding}
              number={index + 1}
              overdue={isOverdue(finding, record.status, today)}
              onEdit={() => setTarget({ mode: 'edit', finding })}
              onDelete={() => setDeleting(finding)}
            />
          ))}
        </Box>
      )}
      {target && (
        <FindingDialog
          key={target.mode === 'edit' ? target.finding.id : 'new'}
          auditId={record.id}
          organizationId={record.organization_id}
          target={target}
          onClose={() => setTarget(null)}
          onChanged={refresh}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('findings.delete_title')}
        text={t('findings.delete_text', { requirement: deleting?.requirement ?? '' })}
        confirmLabel={t('buttons.delete', { ns: 'common' })}
        color="error"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
