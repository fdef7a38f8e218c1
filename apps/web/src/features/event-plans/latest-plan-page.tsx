import type { TPage } from '@hse/contracts/common';
import { EVENT_PLAN_MODULE_HEAD } from '@hse/contracts/event-plan-module-head';
import { EVENT_PLAN_TEXTS } from '@hse/contracts/event-plan-texts';
import type { TRecordListItem } from '@hse/contracts/record-module/schemas';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { api } from '../../api/client';
import { errorDetail } from '../../components/error-detail';
import { PageLoader } from '../../components/page-loader';
import { addSharedTexts } from '../../i18n/i18n';

// Opened before any page of the plans, so their whole wording is not loaded yet.
addSharedTexts(EVENT_PLAN_MODULE_HEAD.key, EVENT_PLAN_TEXTS);

const { routes } = EVENT_PLAN_MODULE_HEAD;

/** Spec §2 event-plan-admin without `:id`: the latest consolidated plan the reader sees. */
export default function LatestPlanPage() {
  const { t } = useTranslation('event_plans');
  const latest = useQuery({
    queryKey: ['event_plans', 'latest'],
    queryFn: () =>
      api.get<TPage<TRecordListItem>>('/event-plans/', { params: { ordering: '-year', page_size: 1 } }),
  });
  if (latest.isPending) return <PageLoader />;
  const plan = latest.data?.results[0];
  if (plan) return <Navigate replace to={routes.record.replace(':id', plan.id)} />;
  return (
    <Alert severity={latest.isError ? 'error' : 'info'} sx={{ m: 2 }} data-testid="no-plans">
      {latest.isError ? errorDetail(latest.error, t('consolidated.load_failed')) : t('consolidated.none')}{' '}
      <Link component={RouterLink} to={routes.list}>
        {t('actions.back_to_list')}
      </Link>
    </Alert>
  );
}
