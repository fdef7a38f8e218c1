import { COMMITMENT_FILLING_ROUTE, COMMITMENT_MODULE_HEAD } from '@hse/contracts/commitment-module-head';
import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import { lazy } from 'react';
import type { TWebModule } from '../../app/web-module';

const FillingsPanel = lazy(() =>
  import('./fillings-panel').then(({ FillingsPanel }) => ({ default: FillingsPanel })),
);
const CommitmentFillingPage = lazy(() => import('./filling-page'));
const CommitmentHomeStatus = lazy(() => import('./home-status'));

/**
 * Personal safety commitments (spec §2 /commitment…, decision 053): the generic list and record
 * pages of their manifest, the quarterly reports on the record and on their own screen, and the
 * reader's own progress on the home page.
 */
export const COMMITMENTS_MODULE: TWebModule = {
  head: COMMITMENT_MODULE_HEAD,
  manifest: () => import('@hse/contracts/commitments').then((contracts) => contracts.COMMITMENT_MODULE),
  menuGroup: 'events',
  icon: VolunteerActivismOutlined,
  activeIcon: VolunteerActivism,
  startInOwnOrganization: true,
  home: { text: 'commitments:home', status: CommitmentHomeStatus },
  recordSlots: [FillingsPanel],
  extraRoutes: [
    { path: COMMITMENT_FILLING_ROUTE, title: 'commitments:titles.filling', element: CommitmentFillingPage },
  ],
};
