import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { notify } from '../app/notifications-store';
import { errorDetail } from './error-detail';

type TProps = { run: () => Promise<void>; label: string; icon: ReactNode; failText: string; testId: string };

/** Starts a download the server makes (a workbook, a PDF): busy meanwhile, a refusal shown in its text. */
function DownloadButton({ run, label, icon, failText, testId }: TProps) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await run();
    } catch (error) {
      notify({ type: 'error', message: errorDetail(error, failText) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={start} loading={busy} startIcon={icon} data-testid={testId}>
      {label}
    </Button>
  );
}

/** A list's filtered rows as .xlsx. */
export function ExportButton({ run, testId }: { run: () => Promise<void>; testId: string }) {
  const { t } = useTranslation('common');
  return (
    <DownloadButton
      run={run}
      label={t('buttons.export')}
      icon={<FileDownloadIcon />}
      failText={t('errors.export_failed')}
      testId={testId}
    />
  );
}

/**
 * A record (its resource path) as a PDF in the current language. Its times are the organization's
 * (the server's TIME_ZONE), whatever zone this browser is set to: a printed record reads the same
 * for everyone.
 */
export function PdfButton({ record }: { record: string }) {
  const { t } = useTranslation('common');
  return (
    <DownloadButton
      run={() => api.download(`${record}/pdf/`)}
      label={t('buttons.pdf')}
      icon={<PictureAsPdfIcon />}
      failText={t('errors.pdf_failed')}
      testId="record-pdf"
    />
  );
}
