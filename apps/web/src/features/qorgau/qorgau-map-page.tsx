import { VITAL_RULES } from '@hse/contracts/observations';
import { CATEGORY_COLORS, QORGAU_CATEGORIES, QORGAU_STATUSES, QORGAU_TYPES } from '@hse/contracts/qorgau';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../api/session';
import { CreateLink } from '../../components/create-link';
import { ExportButton } from '../../components/download-button';
import { FilterSelect } from '../../components/filter-select';
import { FiltersBar } from '../../components/filters-bar';
import { formatDateTime, useLanguage } from '../../components/localized';
import { OrganizationSelect } from '../../components/organization-select';
import { useQorgauSettings } from '../../components/qorgau-settings-query';
import { toRecordFilterQuery, withRecordFilter } from '../../components/record-module/record-list-params';
import { StatusChip } from '../../components/status-chip';
import { useListParams } from '../../components/use-list-params';
import { useNarrowScreen } from '../../components/use-narrow-screen';
import { CardPopup } from './card-popup';
import { QorgauMap, type TMapView } from './qorgau-map';
import { DEFAULT_VIEW, parseQorgauParams, serializeQorgauParams } from './qorgau-params';
import { qorgauQueries, type TBox, useQorgauList, useQorgauMap } from './qorgau-queries';

const dateWidth = { xs: '100%', sm: 165 } as const;

/** `/qorgau`: the cards on a map, filtered, with the list of those in view beside it (public). */
export default function QorgauMapPage() {
  const { t } = useTranslation('qorgau');
  const { t: data } = useTranslation('qorgau_data');
  const { t: rules } = useTranslation('observation_data');
  const lang = useLanguage();
  const { isAuthenticated } = useSession();
  const { compact } = useNarrowScreen();
  const { params, update } = useListParams(parseQorgauParams, serializeQorgauParams);
  const [box, setBox] = useState<{ bbox: TBox; zoom: number } | null>(null);
  const filters = toRecordFilterQuery(params);
  const filter = (name: string) => params.filters[name] ?? null;
  const settings = useQorgauSettings();
  const map = useQorgauMap(filters, box?.bbox ?? null, box?.zoom ?? DEFAULT_VIEW.zoom);
  const list = useQorgauList(filters, box?.bbox ?? null, params.page);
  const view = params.view ?? DEFAULT_VIEW;

  const change = (name: string, value: string | null) =>
    update((current) => ({ ...current, ...withRecordFilter(current, { [name]: value }) }));
  const onView = useCallback(
    (next: TMapView, bbox: TBox) => {
      setBox({ bbox, zoom: next.zoom });
      // The view goes into the address without a history entry per pan; the list starts over.
      update((current) => ({ ...current, view: next, page: 1 }), { replace: true });
    },
    [update],
  );

  const date = (name: 'date_from' | 'date_to', testId: string) => (
    <TextField
      size="small"
      type="date"
      label={t(`filters.${name}`)}
      value={filter(name) ?? ''}
      onChange={(event) => change(name, event.target.value || null)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: dateWidth }}
      data-testid={testId}
    />
  );
  const all = t('filters.all');

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h5" component="h1">
          {t('map.title')}
        </Typography>
        <Stack direction="row" spacing={1}>
          {isAuthenticated && (
            <ExportButton run={() => qorgauQueries.exportList(filters)} testId="qorgau-export" />
          )}
          <CreateLink to="/qorgau-create" testId="qorgau-create">
            {t('map.file_card')}
          </CreateLink>
        </Stack>
      </Stack>

      <FiltersBar active={Object.keys(params.filters).length} fold={compact}>
        {date('date_from', 'filter-dateFrom')}
        {date('date_to', 'filter-dateTo')}
        <OrganizationSelect
          size="small"
          label={data('fields.organization_id')}
          emptyLabel={all}
          value={filter('organization_id')}
          onChange={(organizationId) => change('organization_id', organizationId)}
          sx={{ width: { xs: '100%', sm: 260 } }}
          data-testid="filter-organization"
        />
        <FilterSelect
          label={data('fields.main_category')}
          allLabel={all}
          value={filter('category')}
          options={QORGAU_CATEGORIES.map((value) => ({ value, label: data(`categories.${value}`) }))}
          onChange={(category) => change('category', category)}
        />
        <FilterSelect
          label={data('fields.vital_rule')}
          allLabel={all}
          value={filter('vital_rule')}
          options={VITAL_RULES.map((value) => ({ value, label: rules(`vital_rules.${value}`) }))}
          onChange={(vitalRule) => change('vital_rule', vitalRule)}
        />
        <FilterSelect
          label={data('fields.status')}
          allLabel={all}
          value={filter('status')}
          options={QORGAU_STATUSES.filter((s) => isAuthenticated || s !== 'rejected').map((value) => ({
            value,
            label: data(`statuses.${value}`),
          }))}
          onChange={(status) => change('status', status)}
        />
        <FilterSelect
          label={data('fields.observation_type')}
          allLabel={all}
          value={filter('observation_type')}
          options={QORGAU_TYPES.map((value) => ({ value, label: data(`types.${value}`) }))}
          onChange={(type) => change('observation_type', type)}
        />
      </FiltersBar>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Box sx={{ position: 'relative' }}>
            {map.isFetching && (
              <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 500 }} />
            )}
            <QorgauMap
              settings={settings.data}
              data={map.data}
              view={view}
              onView={onView}
              popup={(id) => <CardPopup id={id} />}
              height={compact ? '55vh' : 'calc(100vh - 260px)'}
            />
          </Box>
          {map.isError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {t('map.load_failed')}
            </Alert>
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }} data-testid="qorgau-in-view">
            {t('map.in_view', { count: map.data?.total ?? 0 })}
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper
            variant="outlined"
            sx={{ display: 'flex', flexDirection: 'column', maxHeight: { md: 'calc(100vh - 260px)' } }}
          >
            <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
              {t('list.title', { count: list.data?.count ?? 0 })}
            </Typography>
            <List dense sx={{ overflowY: 'auto', flex: 1 }} data-testid="qorgau-list">
              {list.data?.results.map((card) => (
                <li key={card.id}>
                  <ListItemButton
                    component={RouterLink}
                    to={`/qorgau-view/${card.id}`}
                    divider
                    data-testid="qorgau-list-item"
                    sx={{ alignItems: 'flex-start', gap: 1.5 }}
                  >
                    <Box
                      aria-hidden
                      sx={{
                        mt: 0.75,
                        width: 12,
                        height: 12,
                        flex: 'none',
                        borderRadius: '50%',
                        bgcolor: CATEGORY_COLORS[card.main_category],
                      }}
                    />
                    <Box sx={{ minWidth: 0, flex: 1 }}>
                      <Stack
                        direction="row"
                        spacing={1}
                        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
                      >
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {card.number}
                        </Typography>
                        <StatusChip status={card.status} label={data(`statuses.${card.status}`)} />
                      </Stack>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {`${formatDateTime(card.observed_at, lang)} · ${data(`types.${card.observation_type}`)}`}
                      </Typography>
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} noWrap={!compact}>
                        {card.description}
                      </Typography>
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        {[data(`categories.${card.main_category}`), card.site || card.organization_name].join(
                          ' · ',
                        )}
                      </Typography>
                    </Box>
                  </ListItemButton>
                </li>
              ))}
              {list.data?.count === 0 && (
                <Typography component="li" sx={{ p: 2, color: 'text.secondary' }}>
                  {t('list.empty')}
                </Typography>
              )}
            </List>
            {(list.data?.count ?? 0) > 10 && (
              <Pagination
                size="small"
                sx={{ p: 1, alignSelf: 'center' }}
                count={Math.ceil((list.data?.count ?? 0) / 10)}
                page={params.page}
                onChange={(_, page) => update((current) => ({ ...current, page }))}
              />
            )}
          </Paper>
        </Grid>
      </Grid>
    </Box>
  );
}
