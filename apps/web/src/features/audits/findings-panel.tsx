import { AUDIT_FINDINGS, AUDIT_MODULE, type TFinding } from '@hse/contracts/audits';
import type { TChildItem } from '@hse/contracts/record-module/children';
import { displayValue } from '@hse/contracts/record-module/fields';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../components/localized';
import { ChildrenPanel } from '../../components/record-module/children-panel';
import type { TRecordSlotProps } from '../../components/record-module/record-module';

const SEVERITY_COLORS: Record<TFinding['severity'], ChipProps['color']> = {
  critical: 'error',
  major: 'warning',
  minor: 'info',
  observation: 'default',
};

/** Today as a calendar day in the reader's zone (`YYYY-MM-DD`). */
function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The audit's discrepancies (child records): written by the auditors, answered by the audited organization. */
export function FindingsPanel({ record, refresh }: TRecordSlotProps) {
  const { t } = useTranslation('audit_checklist');
  const { t: text } = useTranslation(AUDIT_MODULE.key);
  const lang = useLanguage();
  // A due date passed while the audit is still open: the corrective actions are late.
  const overdue = (finding: TFinding) => record.status !== 'approved' && finding.due_on < todayIso();
  const chips = (item: TChildItem) => {
    const finding = item as TFinding;
    const critical = finding.severity === 'critical';
    return (
      <>
        <Chip
          size="small"
          color={SEVERITY_COLORS[finding.severity]}
          variant={critical ? 'filled' : 'outlined'}
          // Outlined in their colour with dark text: white or orange text on orange reads below AA.
          sx={critical ? undefined : { color: 'text.primary', borderWidth: 2 }}
          label={text(`options.severity.${finding.severity}`)}
          data-testid="finding-severity"
        />
        {overdue(finding) && (
          <Chip
            size="small"
            color="error"
            variant="outlined"
            label={t('findings.overdue')}
            data-testid="finding-overdue"
          />
        )}
      </>
    );
  };
  const body = (item: TChildItem) => {
    const finding = item as TFinding;
    const answered = (['causes', 'corrective_actions'] as const).filter((key) => finding[key]);
    return (
      <>
        <Typography
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          data-testid="finding-requirement"
        >
          {finding.requirement}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('findings.responsible_due', {
            fio: finding.responsible_fio,
            date: displayValue('due_on', AUDIT_MODULE.fields.starts_on, finding.due_on, {
              texts: AUDIT_MODULE.texts,
              lang,
              timeZone: 'UTC',
            }),
          })}
        </Typography>
        {answered.length > 0 && (
          <Box component="dl" sx={{ m: 0 }} data-testid="finding-response">
            {answered.map((key) => (
              <Box key={key}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {text(`finding.${key}`)}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {finding[key]}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </>
    );
  };
  return (
    <ChildrenPanel
      child={AUDIT_FINDINGS}
      record={record}
      refresh={refresh}
      ns="audit_checklist"
      chips={chips}
      body={body}
    />
  );
}
