import { OBSERVATION_HEADS } from '@hse/contracts/observation-module-heads';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { lazy } from 'react';
import type { TWebModule } from '../../app/web-module';

type TKind = keyof typeof OBSERVATION_HEADS;

const ObservationTasks = lazy(() =>
  import('./observation-tasks').then(({ ObservationTasks }) => ({ default: ObservationTasks })),
);
const ChecksSection = lazy(() =>
  import('./checks-section').then(({ ChecksSection }) => ({ default: ChecksSection })),
);
const ChecksDetails = lazy(() =>
  import('./checks-details').then(({ ChecksDetails }) => ({ default: ChecksDetails })),
);

/** Spec §2 names each kind's screens by its list's path: `shell:routes.pnbr`, `…_create`, `…_edit`. */
function observationModule(kind: TKind, path: string): TWebModule {
  const head = OBSERVATION_HEADS[kind];
  return {
    head,
    manifest: () => import('@hse/contracts/observation-modules').then((m) => m.OBSERVATION_MODULE[kind]),
    // The checklist: its inputs in the editor, its ratings in the read-only record.
    form: () => import('./observation-form').then((m) => m.observationForm(kind)),
    formSlots: [ChecksSection],
    detailSlots: [ChecksDetails],
    recordSlots: [ObservationTasks],
    menuGroup: 'observation',
    icon: VisibilityOutlined,
    activeIcon: Visibility,
    // The start page keeps its own cards for the three kinds (auth:home.cards).
    home: false,
    menuTitle: `shell:menu.items.${path}`,
    routeTitles: { create: `shell:routes.${path}_create`, record: `shell:routes.${path}_edit` },
    list: {
      title: `shell:routes.${path}`,
      createLinks: [
        {
          to: head.routes.create,
          label: 'observations:actions.create',
          testId: 'observation-create',
          primary: true,
        },
      ],
      exportTestId: 'observations-export',
    },
    recordHeading: `observations:kinds.${kind}.view`,
    readOnlyHints: { sent: 'observations:hints.sent', '*': 'observations:hints.not_editable' },
    saveAndSend: { action: 'save_and_send', saveLabel: 'observations:actions.save_draft' },
    startInOwnOrganization: true,
  };
}

/**
 * Behavioural (PNBR), works and driving observations (decision 016: three kinds, a table and a
 * resource each): the generic list and record pages of their manifests, with the checklist as
 * their own part of the editor and the view, and the tasks a sent one's findings raise.
 */
export const OBSERVATION_MODULES: readonly TWebModule[] = [
  observationModule('pnbr', 'pnbr'),
  observationModule('works', 'works_observations'),
  observationModule('driving', 'driving_observations'),
];
