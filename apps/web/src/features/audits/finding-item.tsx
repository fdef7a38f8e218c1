import type { TFinding } from '@hse/contracts/audits';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ReplyIcon from '@mui/icons-material/ReplyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../components/localized';
import { formatDay } from './audit-format';
import type { TSeverity } from './finding-form-values';
import { useAuditText } from './use-audit-text';

const SEVERITY_COLORS: Record<TSeverity, ChipProps['color']> = {
  critical: 'error',
  major: 'warning',
  minor: 'info',
  observation: 'default',
};

/**
 * The critical ones filled; the others outlined in their colour with dark text: white or orange
 * text on orange reads below AA contrast.
 */
const severitySx = (severity: TSeverity) =>
  severity === 'critical' ? undefined : { color: 'text.primary', borderWidth: 2 };

type TProps = {
  finding: TFinding;
  number: number;
  overdue: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

/** One discrepancy: its severity, requirement, who answers it by when, and the answer given. */
export function FindingItem({ finding, number, overdue, onEdit, onDelete }: TProps) {
  const { t } = useTranslation('audit_checklist');
  const text = useAuditText();
  const lang = useLanguage();
  const name = t('findings.item', { n: number });
  const answered = finding.causes || finding.corrective_actions;
  return (
    <Box
      component="li"
      data-testid="finding-item"
      sx={{ listStyle: 'none', py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack spacing={1}>
        <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography component="h3" variant="subtitle2">
            {name}
          </Typography>
          <Chip
            size="small"
            color={SEVERITY_COLORS[finding.severity]}
            variant={finding.severity === 'critical' ? 'filled' : 'outlined'}
            sx={severitySx(finding.severity)}
            label={text(`options.severity.${finding.severity}`)}
            data-testid="finding-severity"
          />
          {overdue && (
            <Chip
              size="small"
              color="error"
              variant="outlined"
              label={t('findings.overdue')}
              data-testid="finding-overdue"
            />
          )}
        </Stack>
        <Typography
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          data-testid="finding-requirement"
        >
          {finding.requirement}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('findings.responsible_due', {
            fio: finding.responsible_fio,
            date: formatDay(finding.due_on, lang),
          })}
        </Typography>
        {answered && (
          <Box component="dl" sx={{ m: 0 }} data-testid="finding-response">
            {(['causes', 'corrective_actions'] as const)
              .filter((key) => finding[key])
              .map((key) => (
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
        {(finding.can_edit || finding.can_respond) && (
          <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
            {finding.can_respond && !finding.can_edit && (
              <Button
                size="small"
                variant="outlined"
                startIcon={<ReplyIcon />}
                onClick={onEdit}
                aria-label={t('findings.respond_to', { item: name })}
                data-testid="finding-respond"
              >
                {t('findings.respond')}
              </Button>
            )}
            {finding.can_edit && (
              <Button
                size="small"
                startIcon={<EditIcon />}
                onClick={onEdit}
                aria-label={t('findings.edit_item', { item: name })}
                data-testid="finding-edit"
              >
                {t('buttons.edit', { ns: 'common' })}
              </Button>
            )}
            {finding.can_edit && (
              <Button
                size="small"
                color="error"
                startIcon={<DeleteIcon />}
                onClick={onDelete}
                aria-label={t('findings.delete_item', { item: name })}
                data-testid="finding-delete"
              >
                {t('buttons.delete', { ns: 'common' })}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
