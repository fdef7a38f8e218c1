import type { TObservationKind } from '@hse/contracts/observations';

type TObservationRoutes = {
  /** The API resource, under which comments, files, history and the PDF hang too. */
  api: string;
  list: string;
  create: string;
  /** Spec §2 has no view route: the editor shows a sent record read-only. */
  edit: (id: string) => string;
};

/** Spec §2 routes of each kind (decision 016: three kinds, one module). */
export const OBSERVATION_ROUTES: Record<TObservationKind, TObservationRoutes> = {
  pnbr: {
    api: '/observations/pnbr',
    list: '/pnbr',
    create: '/pnbr_create',
    edit: (id) => `/pnbr_edit/${id}`,
  },
  works: {
    api: '/observations/works',
    list: '/works_observations',
    create: '/works_observations_create',
    edit: (id) => `/works_observations_edit/${id}`,
  },
  driving: {
    api: '/observations/driving',
    list: '/driving_observations',
    create: '/driving_observations_create',
    edit: (id) => `/driving_observations_edit/${id}`,
  },
};

/** Which kind a screen shows, by its path: one page component serves all three. */
export function observationKindOf(pathname: string): TObservationKind {
  if (pathname.startsWith('/works_observations')) return 'works';
  if (pathname.startsWith('/driving_observations')) return 'driving';
  return 'pnbr';
}
