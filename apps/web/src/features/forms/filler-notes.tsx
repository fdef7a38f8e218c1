import { FORMAT_LOCALES } from '@hse/contracts/constants';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { useTranslation } from 'react-i18next';
import type { TContext } from './filler-context';
import { FORM_SCREENS_NS } from './texts';

/** The rules' messages about one place, errors then warnings, and its previous period's value. */
export function Notes({ path, ctx, id }: { path: string; ctx: TContext; id?: string }) {
  const { t } = useTranslation(FORM_SCREENS_NS);
  const errors = ctx.readOnly ? [] : (ctx.filler.findings.errors[path] ?? []);
  const warnings = ctx.filler.findings.warnings[path] ?? [];
  const change = ctx.changes.get(path);
  if (errors.length === 0 && warnings.length === 0 && !change) return id ? <span id={id} /> : null;
  const share =
    change?.share != null
      ? new Intl.NumberFormat(FORMAT_LOCALES[ctx.lang], {
          style: 'percent',
          maximumFractionDigits: 0,
        }).format(change.share)
      : '∞';
  return (
    <Box id={id} sx={{ mt: 0.5 }}>
      {errors.map((message) => (
        <FormHelperText key={message} error data-testid={`rule-error-${path}`}>
          {message}
        </FormHelperText>
      ))}
      {warnings.map((message) => (
        <FormHelperText key={message} sx={{ color: 'warning.dark' }} data-testid={`rule-warning-${path}`}>
          {message}
        </FormHelperText>
      ))}
      {change && (
        <FormHelperText data-testid={`previous-${path}`} sx={{ m: 0 }}>
          {t('filler.previous', { value: ctx.format(change.previous) })}
        </FormHelperText>
      )}
      {change?.flagged && (
        <FormHelperText sx={{ color: 'warning.dark', m: 0 }} data-testid={`changed-${path}`}>
          <WarningIcon sx={{ fontSize: 14, verticalAlign: 'text-bottom', mr: 0.5 }} aria-hidden />
          {t('filler.changed', { share })}
        </FormHelperText>
      )}
    </Box>
  );
}
