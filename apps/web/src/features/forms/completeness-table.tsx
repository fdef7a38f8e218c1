import { FORMAT_LOCALES } from '@hse/contracts/constants';
import {
  FORM_CELL_STATES,
  type TFormCellState,
  type TFormCompleteness,
} from '@hse/contracts/form-completeness';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../components/localized';
import { cellHref } from './completeness-period';

export const FORM_COMPLETENESS_NS = 'form_completeness';

/** Each state's tint; the text says the state, so colour is never the only sign. */
const TINT: Record<TFormCellState, (theme: Theme) => string> = {
  accepted: (theme) => alpha(theme.palette.success.main, 0.16),
  sent: (theme) => alpha(theme.palette.info.main, 0.14),
  revision: (theme) => alpha(theme.palette.warning.main, 0.2),
  draft: (theme) => theme.palette.grey[200],
  missing: (theme) => alpha(theme.palette.error.main, 0.1),
};

const cellSx = { border: 1, borderColor: 'divider', px: 1, py: 0.75, verticalAlign: 'top' } as const;

function StateMark({ state, late }: { state: TFormCellState; late: boolean }) {
  const { t } = useTranslation(FORM_COMPLETENESS_NS);
  const sent = state === 'accepted' || state === 'sent';
  return (
    <>
      {t(`states.${state}`)}
      {late && (
        <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {t(sent ? 'late' : 'overdue')}
        </Box>
      )}
    </>
  );
}

/** The legend: every state with its tint and name, and what "late" means. */
export function CompletenessLegend() {
  const { t } = useTranslation(FORM_COMPLETENESS_NS);
  return (
    <Box component="section" aria-labelledby="completeness-legend">
      <Typography id="completeness-legend" variant="subtitle2" component="h2">
        {t('legend')}
      </Typography>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 0.5 }}
      >
        {FORM_CELL_STATES.map((state) => (
          <Box
            component="li"
            key={state}
            sx={{ bgcolor: TINT[state], border: 1, borderColor: 'divider', px: 1, py: 0.25, borderRadius: 1 }}
          >
            {t(`states.${state}`)}
          </Box>
        ))}
        <Box component="li" sx={{ px: 1, py: 0.25 }}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {t('late')} / {t('overdue')}
          </Box>
          {' — '}
          {t('late_legend')}
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The matrix: a real table, organizations as row headers (sticky on the left), forms as column
 * headers; it scrolls sideways inside its own focusable region so that the page never does.
 */
export function CompletenessTable({ data, caption }: { data: TFormCompleteness; caption: string }) {
  const { t } = useTranslation(FORM_COMPLETENESS_NS);
  const lang = useLanguage();
  const day = new Intl.DateTimeFormat(FORMAT_LOCALES[lang], { dateStyle: 'short', timeZone: 'UTC' });
  const dueText = (dueOn: string) => day.format(new Date(`${dueOn}T00:00:00Z`));
  return (
    <Box
      role="region"
      aria-label={t('region')}
      // A keyboard user scrolls the region itself (WCAG 2.1.1).
      tabIndex={0}
      data-testid="completeness-region"
      // Positioned, so that the headers' visually hidden titles are clipped by it, not the page.
      sx={{
        position: 'relative',
        overflowX: 'auto',
        maxWidth: '100%',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        component="table"
        data-testid="completeness-table"
        sx={{ borderCollapse: 'separate', borderSpacing: 0, fontSize: '0.875rem', minWidth: '100%' }}
      >
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <thead>
          <tr>
            <Box
              component="th"
              scope="col"
              sx={{
                ...cellSx,
                position: 'sticky',
                left: 0,
                zIndex: 2,
                bgcolor: 'background.paper',
                textAlign: 'left',
              }}
            >
              {t('organization')}
            </Box>
            {data.forms.map((form) => (
              <Box
                component="th"
                scope="col"
                key={form.code}
                title={form.title}
                sx={{ ...cellSx, minWidth: 96 }}
              >
                <Box component="span" aria-hidden="true">
                  {t('form_short', { n: form.number })}
                </Box>
                <Box component="span" sx={visuallyHidden}>
                  {form.title}
                </Box>
                <Box component="span" sx={{ display: 'block', fontWeight: 400, color: 'text.secondary' }}>
                  {t('due', { day: dueText(form.due_on) })}
                </Box>
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.organization_id}>
              <Box
                component="th"
                scope="row"
                sx={{
                  ...cellSx,
                  position: 'sticky',
                  left: 0,
                  zIndex: 1,
                  bgcolor: 'background.paper',
                  textAlign: 'left',
                  minWidth: 120,
                  maxWidth: { xs: 140, sm: 260 },
                  overflowWrap: 'anywhere',
                }}
              >
                {row.organization_name}
              </Box>
              {row.cells.map((cell, i) => {
                const form = data.forms[i];
                return (
                  <Box
                    component="td"
                    key={cell.form_code}
                    data-state={cell.state}
                    data-late={cell.late}
                    sx={{ ...cellSx, bgcolor: TINT[cell.state] }}
                  >
                    <Link
                      component={RouterLink}
                      to={cellHref(cell, row.organization_id, data)}
                      color="inherit"
                      data-testid={`cell-${row.organization_id}-${cell.form_code}`}
                      aria-label={t('cell_label', {
                        organization: row.organization_name,
                        form: form?.title ?? cell.form_code,
                        state: [
                          t(`states.${cell.state}`),
                          ...(cell.late
                            ? [t(cell.state === 'accepted' || cell.state === 'sent' ? 'late' : 'overdue')]
                            : []),
                        ].join(', '),
                      })}
                    >
                      <StateMark state={cell.state} late={cell.late} />
                    </Link>
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
