import type { TPage } from '@hse/contracts/common';
import {
  SECURITY_EVENTS,
  SECURITY_LOG_TEXTS,
  type TSecurityEvent,
  type TSecurityLogEntry,
} from '@hse/contracts/security-log';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/client';
import { useSession } from '../../api/session';
import { ExportButton } from '../../components/download-button';
import { FilterSelect } from '../../components/filter-select';
import { FiltersBar } from '../../components/filters-bar';
import { serverSorting, type TSortFields } from '../../components/grid-sorting';
import { ListHeader } from '../../components/list-header';
import {
  parseDate,
  parseEnum,
  parseOrdering,
  parsePaging,
  parseSearch,
  type TListState,
  type TOrdering,
  toPagedQuery,
  withFilter,
  writeListState,
} from '../../components/list-params';
import { formatDateTime } from '../../components/localized';
import { DayPicker, PickersProvider } from '../../components/record-module/date-pickers';
import { ServerDataGrid } from '../../components/server-data-grid';
import { useListParams } from '../../components/use-list-params';
import { addSharedTexts, currentLanguage } from '../../i18n/i18n';

addSharedTexts('security_log', SECURITY_LOG_TEXTS);

const ORDERING = ['at', 'event'] as const;
type TLogOrdering = TOrdering<(typeof ORDERING)[number]>;
type TParams = TListState<TLogOrdering> & {
  search: string;
  event: TSecurityEvent | null;
  dateFrom: string | null;
  dateTo: string | null;
};

function parseParams(search: URLSearchParams): TParams {
  return {
    ...parsePaging(search),
    ordering: parseOrdering(search.get('ordering'), ORDERING),
    search: parseSearch(search.get('search')),
    event: parseEnum(search.get('event'), SECURITY_EVENTS),
    dateFrom: parseDate(search.get('date_from')),
    dateTo: parseDate(search.get('date_to')),
  };
}

/** The API's filter (ZSecurityLogQuerySchema); the defaults stay out of the address. */
function filterQuery(params: TParams): Record<string, string> {
  const query: Record<string, string> = {};
  if (params.search) query.search = params.search;
  if (params.event) query.event = params.event;
  if (params.dateFrom) query.date_from = params.dateFrom;
  if (params.dateTo) query.date_to = params.dateTo;
  return query;
}

const serialize = (params: TParams) => writeListState(params, filterQuery(params));
const SORT_FIELDS: TSortFields<(typeof ORDERING)[number]> = { at: 'at', event: 'event' };
const SORTING = serverSorting(SORT_FIELDS);
const NARROW_HIDDEN = { phone: ['login', 'address', 'user_agent', 'actor_fio'], tablet: ['user_agent'] };
const PATH = '/security-log/';

/**
 * `/security-log` (issue 19): who signed in or failed to, from where, and every change to an
 * account's access, newest first; administrators and auditors read it, nobody edits it.
 */
export default function SecurityLogPage() {
  const { t } = useTranslation('security_log');
  const { params, update } = useListParams(parseParams, serialize);
  const navigate = useNavigate();
  const isAdmin = useSession().roles.includes('admin');
  const query = { ...toPagedQuery(params, filterQuery(params)), ordering: params.ordering ?? '-at' };
  const page = useQuery({
    queryKey: ['security-log', query],
    queryFn: () => api.get<TPage<TSecurityLogEntry>>(PATH, { params: query }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<GridColDef<TSecurityLogEntry>[]>(
    () => [
      {
        field: 'at',
        headerName: t('columns.at'),
        width: 160,
        valueFormatter: (value: string) => formatDateTime(value, currentLanguage()),
      },
      {
        field: 'event',
        headerName: t('columns.event'),
        flex: 1.2,
        minWidth: 170,
        valueFormatter: (value: TSecurityEvent) => t(`events.${value}`),
      },
      {
        field: 'user_fio',
        headerName: t('columns.user'),
        flex: 1.2,
        minWidth: 150,
        sortable: false,
      },
      { field: 'login', headerName: t('columns.login'), flex: 0.8, minWidth: 110, sortable: false },
      { field: 'actor_fio', headerName: t('columns.actor'), flex: 1, minWidth: 140, sortable: false },
      { field: 'address', headerName: t('columns.address'), width: 130, sortable: false },
      {
        field: 'user_agent',
        headerName: t('columns.user_agent'),
        flex: 1.4,
        minWidth: 180,
        sortable: false,
      },
    ],
    [t],
  );
  const change = (next: Partial<TParams>) => update((current) => withFilter(current, next));

  return (
    <PickersProvider>
      <Box>
        <ListHeader title={t('title')}>
          <ExportButton
            run={() => api.download('/security-log/export.xlsx', filterQuery(params))}
            testId="security-log-export"
          />
        </ListHeader>
        <FiltersBar
          search={{
            label: t('filters.search'),
            value: params.search,
            onChange: (search) => update((current) => withFilter(current, { search }), { replace: true }),
          }}
          active={[params.event, params.dateFrom, params.dateTo].filter(Boolean).length}
        >
          <FilterSelect
            label={t('filters.event')}
            allLabel={t('filters.any_event')}
            value={params.event}
            options={SECURITY_EVENTS.map((event) => ({ value: event, label: t(`events.${event}`) }))}
            onChange={(event) => change({ event })}
            testId="filter-event"
          />
          <DayFilter
            label={t('filters.date_from')}
            value={params.dateFrom}
            onChange={(dateFrom) => change({ dateFrom })}
          />
          <DayFilter
            label={t('filters.date_to')}
            value={params.dateTo}
            onChange={(dateTo) => change({ dateTo })}
          />
        </FiltersBar>
        <ServerDataGrid<TSecurityLogEntry, TLogOrdering, TParams>
          data={page.data}
          loading={page.isFetching}
          params={params}
          update={update}
          columns={columns}
          sorting={SORTING}
          narrowHidden={NARROW_HIDDEN}
          columnChoice={{ list: 'security-log', label: t('found', { count: page.data?.count ?? 0 }) }}
          // An administrator goes on to the account an entry concerns; an auditor reads only.
          onOpen={(entry) => {
            if (isAdmin && entry.user_id) navigate(`/administration-edit-user/${entry.user_id}`);
          }}
        />
      </Box>
    </PickersProvider>
  );
}

/** A day of the period; the list follows once a whole day is typed or picked. */
function DayFilter(props: { label: string; value: string | null; onChange: (day: string | null) => void }) {
  const [typing, setTyping] = useState<string | null>(null);
  return (
    <Box sx={{ width: { xs: '100%', sm: 200 } }}>
      <DayPicker
        size="small"
        label={props.label}
        value={typing ?? props.value}
        onChange={(day) => {
          const whole = day === null || /^\d{4}-\d{2}-\d{2}$/.test(day);
          setTyping(whole ? null : day);
          if (whole) props.onChange(day);
        }}
      />
    </Box>
  );
}
