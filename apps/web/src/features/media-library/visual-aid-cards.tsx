import type { TRecordListItem } from '@hse/contracts/record-module/schemas';
import type { TRecordFile } from '@hse/contracts/records';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, useLanguage } from '../../components/localized';
import { recordExtrasPaths, useRecordFiles } from '../../components/record-extras-queries';
import { apiPathOf, type TRecordCardsProps } from '../../components/record-module/record-module';
import { StatusChip } from '../../components/status-chip';
import { usePhotoUrl } from '../../components/use-photo-url';

const COVER_HEIGHT = 160;

/** A card's picture: the first file's thumbnail, or a sign of what kind of file it is. */
function Cover({ base, file }: { base: string; file: TRecordFile | null | undefined }) {
  const { t } = useTranslation('visual_aids');
  const url = usePhotoUrl(
    file ? recordExtrasPaths.thumbnail(base, file.id) : '',
    Boolean(file?.has_thumbnail),
    file?.id ?? '',
  );
  const frame = {
    height: COVER_HEIGHT,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    bgcolor: 'action.hover',
    color: 'text.secondary',
  } as const;
  // The picture repeats the card's title for a screen reader, so it is decoration (alt="").
  if (url)
    return <Box component="img" src={url} alt="" sx={{ ...frame, width: '100%', objectFit: 'contain' }} />;
  const Icon = file?.mime === 'application/pdf' ? PdfIcon : ImageIcon;
  return (
    <Box sx={frame}>
      <Stack sx={{ alignItems: 'center' }}>
        <Icon sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="caption">
          {file ? (file.mime === 'application/pdf' ? t('preview.pdf') : file.name) : t('cards.no_file')}
        </Typography>
      </Stack>
    </Box>
  );
}

function AidCard({ row, href, resource }: { row: TRecordListItem; href: string; resource: string }) {
  const { t } = useTranslation('visual_aids');
  const lang = useLanguage();
  const base = `${resource}/${row.id}`;
  const files = useRecordFiles(base);
  const file = files.data?.find((f) => f.has_thumbnail) ?? files.data?.[0] ?? (files.data ? null : undefined);
  const title = String((lang === 'kk' ? row.title_kk : lang === 'en' ? row.title_en : null) || row.title_ru);
  return (
    <Card
      variant="outlined"
      component="li"
      sx={{ listStyle: 'none', height: '100%' }}
      data-testid="record-card"
    >
      <CardActionArea component={RouterLink} to={href} sx={{ height: '100%', alignItems: 'stretch' }}>
        <Cover base={base} file={file} />
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap', mt: 1, alignItems: 'center' }}>
            <Chip size="small" variant="outlined" label={t(`options.kind.${String(row.kind)}`)} />
            <StatusChip status={String(row.status)} label={t(`statuses.${String(row.status)}`)} />
            {row.published_on ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {formatDate(String(row.published_on), lang)}
              </Typography>
            ) : null}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * The visual aids as cards with their pictures (issue 16 §1): each card is one link to the
 * record, so Tab goes card by card and Enter opens it; the grid falls to one column on a phone.
 */
export default function VisualAidCards({ module, rows, hrefOf }: TRecordCardsProps) {
  const resource = apiPathOf(module.resource);
  return (
    <Box
      component="ul"
      data-testid="record-cards"
      sx={{
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
      }}
    >
      {rows.map((row) => (
        <AidCard key={row.id} row={row} href={hrefOf(row)} resource={resource} />
      ))}
    </Box>
  );
}
