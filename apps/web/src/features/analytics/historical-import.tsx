import type { THistoricalImportResult } from '@hse/contracts/analytics/index';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../api/client';
import { errorDetail } from '../../components/error-detail';

type TRowError = { row: number | null; column: string; message: string };

/** The 400's errors: the contract's rows, or `{field: [messages]}` of the platform's shape. */
function rowErrors(error: unknown): TRowError[] {
  if (!(error instanceof ApiError) || !error.errors) return [];
  return Object.entries(error.errors).flatMap(([column, messages]) =>
    messages.map((message) => ({ row: null, column, message })),
  );
}

/**
 * The admin's import of the figures before 2025 from the Excel template: the file is checked first
 * and its row errors shown; only a file without errors is saved.
 */
export function HistoricalImport() {
  const { t } = useTranslation('analytics');
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<THistoricalImportResult | null>(null);
  const [errors, setErrors] = useState<TRowError[]>([]);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (chosen: File, dryRun: boolean) => {
    const form = new FormData();
    form.append('file', chosen);
    setBusy(true);
    setMessage(null);
    try {
      const result = await api.upload<THistoricalImportResult>(
        `analytics/historical/import/${dryRun ? '?dry_run=true' : ''}`,
        form,
      );
      setErrors(result.errors.map((e) => ({ ...e })));
      if (dryRun) setChecked(result);
      else {
        setChecked(null);
        setFile(null);
        setMessage({ severity: 'success', text: t('old.saved', { count: result.saved }) });
        await client.invalidateQueries({ queryKey: ['analytics', 'dashboard/old'] });
      }
    } catch (error) {
      setChecked(null);
      setErrors(rowErrors(error));
      setMessage({ severity: 'error', text: errorDetail(error, t('old.import_failed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="historical-import">
      <Typography variant="h6" component="h2" id="historical-import">
        {t('old.import_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('old.import_text')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Button
          startIcon={<DownloadIcon />}
          onClick={() => void api.download('analytics/historical/template/').catch(() => undefined)}
        >
          {t('old.template')}
        </Button>
        <Button startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={busy}>
          {t('old.choose_file')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            event.target.value = '';
            setFile(chosen);
            if (chosen) void send(chosen, true);
          }}
        />
        {file && checked && checked.errors.length === 0 && (
          <Button variant="contained" onClick={() => void send(file, false)} disabled={busy}>
            {t('old.save', { count: checked.rows })}
          </Button>
        )}
      </Stack>
      <div aria-live="polite">
        {file && checked && (
          <Alert severity={checked.errors.length ? 'warning' : 'info'} sx={{ mb: 1 }}>
            {checked.errors.length
              ? t('old.check_errors', { name: file.name, count: checked.errors.length })
              : t('old.check_ok', { name: file.name, count: checked.rows })}
          </Alert>
        )}
        {message && (
          <Alert severity={message.severity} sx={{ mb: 1 }}>
            {message.text}
          </Alert>
        )}
      </div>
      {errors.length > 0 && (
        <TableContainer tabIndex={0} aria-label={t('old.errors')} sx={{ maxHeight: 320 }}>
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell>{t('old.row')}</TableCell>
                <TableCell>{t('old.column')}</TableCell>
                <TableCell>{t('old.error')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {errors.map((e, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row may have several errors in one column
                <TableRow key={i}>
                  <TableCell>{e.row ?? '—'}</TableCell>
                  <TableCell>{e.column}</TableCell>
                  <TableCell>{e.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
