import type { TFormCompleteness, TFormCompletenessCell } from '@hse/contracts/form-completeness';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { api } from '../../../api/client';
import { DashboardFrame } from '../dashboard-frame';
import { useDashboardParams } from '../dashboard-params';
import { KpiRow } from '../kpi-tile';

const STATE_MARK: Record<TFormCompletenessCell['state'], string> = {
  accepted: '✓',
  sent: '●',
  revision: '↺',
  draft: '✎',
  missing: '—',
};

/** Which subsidiary has sent which periodic form for a period, late ones marked. */
export default function ReportFormsPage() {
  const { t } = useTranslation('analytics');
  const { params, set } = useDashboardParams([], ['period']);
  const query = useQuery({
    queryKey: ['analytics', 'completeness', params],
    queryFn: () => api.get<TFormCompleteness>('form-submissions/completeness/', { params, silent: true }),
    placeholderData: keepPreviousData,
  });
  return (
    <DashboardFrame
      item="report_forms"
      query={query}
      active={Object.keys(params).length}
      subtitle={(data) => t('rf.period', { period: data.period_key })}
      filters={
        <TextField
          size="small"
          label={t('filters.period_key')}
          placeholder="2026-03"
          helperText={t('filters.period_key_help')}
          defaultValue={params.period ?? ''}
          onBlur={(event) => set('period', event.target.value.trim() || null)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') set('period', (event.target as HTMLInputElement).value.trim() || null);
          }}
          sx={{ width: { xs: '100%', sm: 220 } }}
        />
      }
    >
      {(data) => {
        const cells = data.rows.flatMap((row) => row.cells);
        const count = (state: string) => cells.filter((cell) => cell.state === state).length;
        return (
          <>
            <KpiRow
              kpis={[
                { label: t('rf.accepted'), value: count('accepted') },
                { label: t('rf.sent'), value: count('sent') },
                { label: t('rf.missing'), value: count('missing') + count('draft') },
                { label: t('rf.late'), value: cells.filter((cell) => cell.late).length },
              ]}
            />
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Box component="p" sx={{ mt: 0, color: 'text.secondary' }}>
                {Object.entries(STATE_MARK)
                  .map(([state, mark]) => `${mark} ${t(`rf.state.${state}`)}`)
                  .join(' · ')}
              </Box>
              <TableContainer tabIndex={0} aria-label={t('rf.matrix')} sx={{ maxHeight: 560 }}>
                <Table size="small" stickyHeader>
                  <caption style={{ captionSide: 'top', textAlign: 'start', padding: 0 }}>
                    {t('rf.matrix')}
                  </caption>
                  <TableHead>
                    <TableRow>
                      <TableCell component="th" scope="col">
                        {t('filters.organization')}
                      </TableCell>
                      {data.forms.map((form) => (
                        <TableCell key={form.code} component="th" scope="col" align="center">
                          <Tooltip title={form.title}>
                            <span>{t('forms.form', { number: form.number })}</span>
                          </Tooltip>
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.rows.map((row) => (
                      <TableRow key={row.organization_id}>
                        <TableCell component="th" scope="row">
                          {row.organization_name}
                        </TableCell>
                        {row.cells.map((cell) => {
                          const text = `${STATE_MARK[cell.state] ?? cell.state} ${t(`rf.state.${cell.state}`)}${cell.late ? `, ${t('rf.late_mark')}` : ''}`;
                          return (
                            <TableCell
                              key={cell.form_code}
                              align="center"
                              sx={{ color: cell.late ? 'error.main' : undefined, whiteSpace: 'nowrap' }}
                            >
                              {cell.submission_id ? (
                                <Link
                                  component={RouterLink}
                                  to={`/form-edit/${cell.submission_id}/${cell.form_code}`}
                                >
                                  {text}
                                </Link>
                              ) : (
                                text
                              )}
                            </TableCell>
                          );
                        })}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </Paper>
          </>
        );
      }}
    </DashboardFrame>
  );
}
