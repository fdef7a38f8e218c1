import {
  documentValidity,
  SNIPPET_END,
  SNIPPET_START,
  type TDocumentValidity,
} from '@hse/contracts/documents';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const VALIDITY_COLOR: Record<TDocumentValidity, 'success' | 'warning' | 'error' | 'default'> = {
  valid: 'success',
  ends_soon: 'warning',
  expired: 'error',
  unlimited: 'default',
};

const today = () => new Date().toISOString().slice(0, 10);

export function ValidityChip({ validUntil }: { validUntil: string | null | undefined }) {
  const { t } = useTranslation('documents_page');
  const validity = documentValidity(validUntil, today());
  return (
    <Chip
      size="small"
      variant="outlined"
      color={VALIDITY_COLOR[validity]}
      label={t(`validity.${validity}`)}
    />
  );
}

/** A snippet with its matched words marked, as the server delimits them. */
export function Snippet({ text }: { text: string }) {
  // Segments keyed by where they start in the snippet: plain text, then marked and plain in turns.
  const segments: { at: number; marked: boolean; text: string }[] = [];
  let at = 0;
  for (const [n, part] of text.split(SNIPPET_START).entries()) {
    const [marked, rest] = n === 0 ? [null, part] : part.split(SNIPPET_END);
    if (marked !== null && marked !== undefined) {
      segments.push({ at, marked: true, text: marked });
      at += marked.length + 1;
    }
    segments.push({ at, marked: false, text: rest ?? '' });
    at += (rest ?? '').length + 1;
  }
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {segments.map((segment) =>
        segment.marked ? (
          <mark key={segment.at}>{segment.text}</mark>
        ) : (
          <span key={segment.at}>{segment.text}</span>
        ),
      )}
    </Typography>
  );
}

export const titleIn = (record: Record<string, unknown>, lang: string) =>
  String((lang === 'kk' ? record.title_kk : lang === 'en' ? record.title_en : null) || record.title_ru);
