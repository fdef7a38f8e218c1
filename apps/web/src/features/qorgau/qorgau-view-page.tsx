import type { TQorgauCard } from '@hse/contracts/qorgau';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../api/session';
import { DetailList, type TDetail } from '../../components/detail-list';
import { PdfButton } from '../../components/download-button';
import { HistoryPanel } from '../../components/history-panel';
import { formatDateTime, useLanguage } from '../../components/localized';
import { PageHeader } from '../../components/page-header';
import { PlacePicker } from '../../components/place-picker';
import { useQorgauSettings } from '../../components/qorgau-settings-query';
import { RecordLayout } from '../../components/record-layout';
import { StatusChip } from '../../components/status-chip';
import { CardHandling } from './card-handling';
import { qorgauPaths, qorgauQueries, useQorgauCard } from './qorgau-queries';

/** `/qorgau-view/:id`: a card, its photos, its place and its handling; public (spec §2). */
export default function QorgauViewPage() {
  const { t } = useTranslation('qorgau');
  const { t: data } = useTranslation('qorgau_data');
  const { id } = useParams();
  const { isAuthenticated } = useSession();
  const query = useQorgauCard(id);
  const card = query.data;
  return (
    <Box>
      <PageHeader
        title={card ? t('view.title', { number: card.number }) : data('card')}
        back={{ to: '/qorgau', label: t('view.back') }}
      >
        {card && <StatusChip status={card.status} label={data(`statuses.${card.status}`)} />}
      </PageHeader>
      {query.isPending && <LinearProgress />}
      {query.isError && <Alert severity="error">{t('view.load_failed')}</Alert>}
      {card &&
        (isAuthenticated ? (
          <Stack spacing={2}>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <PdfButton record={qorgauPaths.base(card.id)} />
            </Box>
            <RecordLayout
              base={qorgauPaths.base(card.id)}
              canEdit={false}
              below={<CardHandling card={card} />}
              side={<CardHistory id={card.id} />}
            >
              <CardDetails card={card} />
            </RecordLayout>
          </Stack>
        ) : (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <CardDetails card={card} />
          </Paper>
        ))}
    </Box>
  );
}

function CardHistory({ id }: { id: string }) {
  const { t: data } = useTranslation('qorgau_data');
  return (
    <HistoryPanel
      queryKey={qorgauQueries.keys.history(id)}
      path={qorgauPaths.history(id)}
      fieldLabel={(field) => data(`fields.${field}`)}
      formatValue={(field, value) => (field === 'status' ? data(`statuses.${String(value)}`) : null)}
    />
  );
}

/** What the card says, its photos and its place; people only as the answer names them. */
function CardDetails({ card }: { card: TQorgauCard }) {
  const { t } = useTranslation('qorgau');
  const { t: data } = useTranslation('qorgau_data');
  const { t: rules } = useTranslation('observation_data');
  const lang = useLanguage();
  const settings = useQorgauSettings();
  const yesNo = (value: boolean) => data(value ? 'values.yes' : 'values.no');
  const field = (key: keyof TQorgauCard | string, value: TDetail['value'], wide = false): TDetail => ({
    key,
    label: data(`fields.${key}`),
    value,
    wide,
  });
  const author = card.anonymous
    ? data('values.anonymous')
    : card.created_by_fio || [card.author_name, card.author_phone].filter(Boolean).join(', ');
  const what = [
    field('observation_type', data(`types.${card.observation_type}`)),
    field('observed_at', formatDateTime(card.observed_at, lang)),
    field('categories', card.categories.map((c) => data(`categories.${c}`)).join(', ')),
    field('vital_rule', card.vital_rule ? rules(`vital_rules.${card.vital_rule}`) : ''),
    ...(card.vital_rule_subcategory_name
      ? [field('vital_rule_subcategory_id', card.vital_rule_subcategory_name)]
      : []),
    field('description', card.description, true),
    field('consequences', card.consequences, true),
  ];
  const where = [
    field('organization_id', card.organization_name),
    field('department', card.department),
    field('observed_company', card.observed_company),
    field('site', card.site),
    field('object', card.object),
  ];
  const done = [
    field('measures_taken', card.measures_taken, true),
    ...(card.observation_type === 'good_practice' ? [field('encouragement', card.encouragement, true)] : []),
    field('discussed', yesNo(card.discussed)),
    field('eliminated', yesNo(card.eliminated)),
    ...(card.reported_to ? [field('reported_to', card.reported_to)] : []),
  ];
  const handling = [
    field('status', data(`statuses.${card.status}`)),
    field('created_at', formatDateTime(card.created_at, lang)),
    // A guest's answer names nobody: the author and the responsible person are the staff's to see.
    ...(author ? [field('created_by_fio', author)] : []),
    ...(card.assignee_fio ? [field('assignee_fio', card.assignee_fio)] : []),
    ...(card.resolution ? [field('resolution', card.resolution, true)] : []),
    ...(card.closed_at ? [field('closed_at', formatDateTime(card.closed_at, lang))] : []),
  ];
  const empty = t('view.empty');
  const section = (title: string, items: TDetail[]) => (
    <Box>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <DetailList items={items} empty={empty} />
    </Box>
  );
  return (
    <Stack spacing={3} data-testid="qorgau-card">
      {card.photos.length > 0 && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {card.photos.map((photo) => (
            <Link key={photo.id} href={qorgauPaths.file(card.id, photo.id)} target="_blank" rel="noopener">
              <Box
                component="img"
                src={
                  photo.has_thumbnail
                    ? qorgauPaths.thumbnail(card.id, photo.id)
                    : qorgauPaths.file(card.id, photo.id)
                }
                alt={photo.name}
                data-testid="qorgau-photo"
                sx={{ height: 160, maxWidth: '100%', objectFit: 'cover', borderRadius: 1, display: 'block' }}
              />
            </Link>
          ))}
        </Stack>
      )}
      {section(data('sections.what'), what)}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>{section(data('sections.where'), where)}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PlacePicker
            settings={settings.data}
            value={{ latitude: card.latitude, longitude: card.longitude }}
            onChange={() => undefined}
            readOnly
            height={220}
          />
        </Grid>
      </Grid>
      {section(data('sections.actions'), done)}
      {section(data('sections.handling'), handling)}
    </Stack>
  );
}
