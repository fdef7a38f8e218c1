import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMyWorkCounts, useMyWorkPage } from '../../api/my-work-queries';
import { errorDetail } from '../../components/error-detail';
import { FilterSelect } from '../../components/filter-select';
import { MyWorkItem } from './my-work-item';
import {
  MY_WORK_ORDER_CHOICES,
  MY_WORK_PAGE_SIZE,
  parseMyWorkParams,
  serializeMyWorkParams,
  type TMyWorkOrder,
  type TMyWorkParams,
  toMyWorkQuery,
} from './my-work-params';

/**
 * `/my-work` (decision 054): everything waiting for the reader's action, from every module, a page
 * at a time; the module and the order are kept in the address.
 */
export default function MyWorkPage() {
  const { t } = useTranslation('my_work');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseMyWorkParams(searchParams), [searchParams]);
  const counts = useMyWorkCounts();
  const page = useMyWorkPage(toMyWorkQuery(params));
  const set = (next: Partial<TMyWorkParams>) =>
    setSearchParams(serializeMyWorkParams({ ...params, page: 1, ...next }));
  const modules = counts.data?.modules ?? [];
  const items = page.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((page.data?.count ?? 0) / MY_WORK_PAGE_SIZE));
  // A module in the address that has nothing waiting is still offered, so the choice stays visible.
  const options = [
    ...modules.map((m) => ({
      value: m.module,
      label: t('module_count', { title: m.title, count: m.count }),
    })),
    ...(params.module && !modules.some((m) => m.module === params.module)
      ? [{ value: params.module, label: t('module_none') }]
      : []),
  ];

  return (
    <Box sx={{ maxWidth: 960 }}>
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>{t('intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <FilterSelect
          label={t('module')}
          allLabel={t('all', { count: counts.data?.total ?? 0 })}
          value={params.module}
          options={options}
          onChange={(module) => set({ module })}
          testId="my-work-module"
          width={320}
        />
        <TextField
          select
          size="small"
          label={t('ordering')}
          value={params.ordering}
          onChange={(event) => set({ ordering: event.target.value as TMyWorkOrder })}
          sx={{ width: { xs: '100%', sm: 260 } }}
          data-testid="my-work-ordering"
        >
          {MY_WORK_ORDER_CHOICES.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {t(`orderings.${choice}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {page.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorDetail(page.error, t('failed'))}
        </Alert>
      )}
      <Paper variant="outlined">
        {page.isFetching && <LinearProgress aria-label={t('loading')} />}
        {page.isSuccess && items.length === 0 ? (
          <Typography sx={{ p: 3 }} color="text.secondary" data-testid="my-work-empty">
            {t(params.module ? 'empty_module' : 'empty')}
          </Typography>
        ) : (
          <List disablePadding aria-label={t('title')} data-testid="my-work-list">
            {items.map((item) => (
              <MyWorkItem key={`${item.module}:${item.id}`} item={item} />
            ))}
          </List>
        )}
      </Paper>
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={pages}
          page={Math.min(params.page, pages)}
          onChange={(_, next) => setSearchParams(serializeMyWorkParams({ ...params, page: next }))}
          getItemAriaLabel={(type, number) => t(`pages.${type}`, { page: number })}
        />
      )}
    </Box>
  );
}
