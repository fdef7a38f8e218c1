import type { TRecordModule } from '@hse/contracts/record-module/define';
import { hasAnyRole } from '@hse/contracts/roles';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSession } from '../../api/session';
import { ExportButton } from '../download-button';
import { ListHeader } from '../list-header';
import { useListParams } from '../use-list-params';
import { useNarrowScreen } from '../use-narrow-screen';
import { listColumnsOf } from './record-cells';
import { RecordFilters } from './record-filters';
import {
  parseRecordListParams,
  serializeRecordListParams,
  toRecordFilterQuery,
  toRecordQuery,
  withRecordFilter,
} from './record-list-params';
import { CardsPaging, ListViewSwitch, useListView } from './record-list-view';
import { recordHref, usePageTexts, useRecordModule } from './record-module';
import { RecordPhoneList } from './record-phone-list';
import { queriesOf } from './record-queries';

/**
 * Starts the request for the rows a full load lands on (app/routes.tsx, at start-up) once this code
 * and the module's manifest have come, instead of once the page has been drawn: on a slow phone,
 * the answer travels while the page renders. The page's own query then gets the same answer.
 */
export function prefetchRecordList(client: QueryClient, module: TRecordModule, search: string) {
  const params = parseRecordListParams(module, new URLSearchParams(search));
  return queriesOf(module).prefetchPage(client, toRecordQuery(params));
}

// The data grid, from 600 px up: a phone's list is drawn without it (decision 103).
const RecordGrid = lazy(() => import('./record-grid'));

/**
 * A module's list (`routes.list`): paged, sorted and filtered by the server, its state in the
 * address; in the data grid, or on a phone as a list of cards (decision 103).
 */
export default function RecordListPage() {
  const { manifest: module, list = {} } = useRecordModule();
  const { t } = useTranslation(module.key);
  const records = usePageTexts(module);
  const { roles } = useSession();
  const navigate = useNavigate();
  const parse = useCallback((search: URLSearchParams) => parseRecordListParams(module, search), [module]);
  const { params, update } = useListParams(parse, serializeRecordListParams);
  const queries = queriesOf(module);
  const page = queries.usePage(toRecordQuery(params));
  const { compact } = useNarrowScreen();
  const canCreate = !module.createRoles || hasAnyRole(roles, module.createRoles);
  const [view, setView] = useListView(module.key);
  const Cards = list.cards && view === 'cards' ? list.cards : null;
  const hrefOf = (row: { id: string }) => list.openHref?.(row) ?? recordHref(module, row.id);
  const createLinks = list.createLinks ?? [
    { to: module.routes.create, label: 'titles.create', testId: 'record-create', primary: true },
  ];

  // A page past the last one (an old link, rows gone since) goes to the last, replacing the address
  // so that Back does not return to the page that is not there: whichever view shows the rows, and
  // the grid, loaded after the rows, sees the page corrected already.
  const count = page.data?.count;
  const last = Math.max(1, Math.ceil((count ?? 0) / params.pageSize));
  const pastTheEnd = count !== undefined && params.page > last;
  useEffect(() => {
    if (pastTheEnd) update((current) => ({ ...current, page: last }), { replace: true });
  }, [pastTheEnd, last, update]);

  const loading = <LinearProgress aria-label={records('list.loading')} />;
  return (
    <Box>
      <ListHeader title={t('titles.list')}>
        {list.cards && (
          <ListViewSwitch
            view={view}
            onChange={setView}
            label={records('list.view')}
            cardsLabel={records('list.view_cards')}
            tableLabel={records('list.view_table')}
          />
        )}
        <ExportButton
          run={() => queries.exportList(toRecordFilterQuery(params))}
          testId={list.exportTestId ?? 'record-export'}
        />
        {createLinks
          .filter((link) => canCreate || link.goes === 'list')
          .map((link) => (
            <Button
              key={link.to}
              component={RouterLink}
              to={link.to}
              variant={link.primary ? 'contained' : 'outlined'}
              startIcon={link.goes === 'list' ? undefined : <AddIcon />}
              data-testid={link.testId}
            >
              {t(link.label)}
            </Button>
          ))}
      </ListHeader>
      {list.notice && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(list.notice)}
        </Alert>
      )}
      <RecordFilters
        module={module}
        only={list.filters}
        searchLabel={list.searchLabel ? t(list.searchLabel) : undefined}
        params={params}
        onSearch={(search) => update((current) => ({ ...current, search, page: 1 }), { replace: true })}
        onChange={(change) => update((current) => withRecordFilter(current, change))}
      />
      {Cards ? (
        <Box component="section" aria-label={records('list.found', { count: page.data?.count ?? 0 })}>
          {page.isFetching && <LinearProgress aria-label={records('list.loading')} sx={{ mb: 1 }} />}
          <Suspense fallback={loading}>
            <Cards module={module} rows={page.data?.results ?? []} hrefOf={hrefOf} />
          </Suspense>
          <CardsPaging
            count={page.data?.count ?? 0}
            page={params.page}
            pageSize={params.pageSize}
            label={records('list.pages')}
            onPage={(next) => update((current) => ({ ...current, page: next }))}
          />
        </Box>
      ) : compact ? (
        <RecordPhoneList
          module={module}
          columns={listColumnsOf(module, list.columns)}
          data={page.data}
          loading={page.isFetching}
          params={params}
          update={update}
          hrefOf={hrefOf}
        />
      ) : (
        <Suspense fallback={loading}>
          <RecordGrid
            module={module}
            columns={list.columns}
            data={page.data}
            loading={page.isFetching}
            params={params}
            update={update}
            label={records('list.found', { count: page.data?.count ?? 0 })}
            onOpen={(row) => navigate(hrefOf(row))}
          />
        </Suspense>
      )}
    </Box>
  );
}
