import { FORM_EXCEL_TEXTS } from '@hse/contracts/form-excel-texts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type TCellError } from '../../api/api-error';
import { api } from '../../api/client';
import { errorDetail } from '../../components/error-detail';
import { addSharedTexts } from '../../i18n/i18n';

/** The namespace of the forms' Excel and consolidation wording, joined by the screens that use it. */
export const FORM_EXCEL_NS = 'form_excel';
addSharedTexts(FORM_EXCEL_NS, FORM_EXCEL_TEXTS);

export type TExcelDownload = {
  label: 'excel.template' | 'excel.export';
  path: string;
  params?: Record<string, string | number>;
  testId: string;
};

type TProps<R> = {
  downloads: readonly TExcelDownload[];
  /** The version the upload overwrites (an existing draft); none for a new submission. */
  version?: number;
  /** False where the caller may not fill the submission: downloads only. */
  canUpload?: boolean;
  onUploaded(record: R): void;
};

/**
 * A form's Excel: its template or export to download, and a filled file to upload (decision 071).
 * The server checks the whole file; a refusal lists every error by sheet, row and column in a
 * table, and the focus moves to its summary so that a screen reader reads it first.
 */
export function FormExcelPanel<R>({ downloads, version, canUpload = true, onUploaded }: TProps<R>) {
  const { t } = useTranslation(FORM_EXCEL_NS);
  const input = useRef<HTMLInputElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ detail: string; cells: TCellError[] } | null>(null);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (failure) summary.current?.focus();
  }, [failure]);

  const upload = async (file: File) => {
    setFailure(null);
    setDone(false);
    setBusy(true);
    const form = new FormData();
    if (version !== undefined) form.append('version', String(version));
    form.append('file', file);
    try {
      const record = await api.upload<R>('/form-submissions/upload/', form);
      setDone(true);
      onUploaded(record);
    } catch (error) {
      setFailure({
        detail: errorDetail(error, t('excel.failed')),
        cells: error instanceof ApiError ? (error.cells ?? []) : [],
      });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Paper sx={{ p: 2 }} component="section" aria-labelledby="form-excel-heading">
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2" id="form-excel-heading">
          {t('excel.heading')}
        </Typography>
        {canUpload && <Typography variant="body2">{t('excel.hint')}</Typography>}
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {downloads.map((download) => (
            <Button
              key={download.testId}
              variant="outlined"
              onClick={() => void api.download(download.path, download.params)}
              data-testid={download.testId}
            >
              {t(download.label)}
            </Button>
          ))}
          {canUpload && (
            <>
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() => input.current?.click()}
                data-testid="form-excel-upload"
              >
                {t('excel.upload')}
              </Button>
              <input
                ref={input}
                type="file"
                hidden
                tabIndex={-1}
                aria-hidden="true"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                data-testid="form-excel-file"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void upload(file);
                }}
              />
            </>
          )}
        </Stack>
        {busy && (
          <Box role="status">
            <Typography variant="body2">{t('excel.uploading')}</Typography>
            <LinearProgress aria-label={t('excel.uploading')} />
          </Box>
        )}
        {done && (
          <Alert severity="success" role="status" data-testid="form-excel-uploaded">
            {t('excel.uploaded')}
          </Alert>
        )}
        {failure && (
          <Stack spacing={1}>
            <Alert severity="error" ref={summary} tabIndex={-1} data-testid="form-excel-errors">
              {failure.detail}
            </Alert>
            {failure.cells.length > 0 && <CellErrors cells={failure.cells} />}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function CellErrors({ cells }: { cells: readonly TCellError[] }) {
  const { t } = useTranslation(FORM_EXCEL_NS);
  return (
    // Its own scrolling region: at 320 px the table scrolls, not the page.
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('excel.errors_caption')}>
      <Table size="small" data-testid="form-excel-error-table">
        <caption style={{ captionSide: 'top', textAlign: 'left' }}>{t('excel.errors_caption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('excel.sheet')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('excel.row')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('excel.column')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('excel.message')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cells.map((cell) => (
            <TableRow key={`${cell.sheet}!${cell.cell}:${cell.message}`}>
              <TableCell>{cell.sheet}</TableCell>
              <TableCell>{cell.row}</TableCell>
              <TableCell>{cell.column}</TableCell>
              <TableCell>{cell.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
