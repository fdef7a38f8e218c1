import {
  MEDIA_EVENT_KINDS,
  MEDIA_EVENT_MODULE_HEAD,
  mediaEventCreateHref,
} from '@hse/contracts/media-event-module-head';
import {
  VISUAL_AID_KINDS,
  VISUAL_AID_MODULE_HEAD,
  visualAidCreateHref,
} from '@hse/contracts/visual-aid-module-head';
import Collections from '@mui/icons-material/Collections';
import CollectionsOutlined from '@mui/icons-material/CollectionsOutlined';
import Image from '@mui/icons-material/Image';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { lazy } from 'react';
import type { TWebModule } from '../../app/web-module';

const MediaPreview = lazy(() =>
  import('./media-preview').then(({ MediaPreview }) => ({ default: MediaPreview })),
);
const GoldenRulesPage = lazy(() => import('./golden-rules-page'));
const GoldenRuleEditPage = lazy(() => import('./golden-rule-edit-page'));
const CreateMediaPage = lazy(() => import('./create-media-page'));
const VisualAidCards = lazy(() => import('./visual-aid-cards'));

/** A new item's kind is the `:mediaType` of its create route (spec §2). */
const kindFromRoute = () => Promise.resolve({ fromRoute: { mediaType: 'kind' } });

/**
 * Visual aids (spec §2 visual_aids, visual_aids_create/:mediaType; decision 064): the generic list
 * with a create button per kind, the record with its file shown in place; and the golden rules'
 * screens, which list each rule's aids.
 */
export const VISUAL_AIDS_MODULE: TWebModule = {
  head: VISUAL_AID_MODULE_HEAD,
  manifest: () => import('@hse/contracts/visual-aids').then((contracts) => contracts.VISUAL_AID_MODULE),
  menuGroup: 'media',
  icon: ImageOutlined,
  activeIcon: Image,
  home: false,
  form: kindFromRoute,
  startInOwnOrganization: true,
  list: {
    createLinks: VISUAL_AID_KINDS.map((kind, i) => ({
      to: visualAidCreateHref(kind),
      label: `titles.create_${kind}`,
      testId: `visual-aid-create-${kind}`,
      primary: i === 0,
    })),
    cards: VisualAidCards,
  },
  recordSlots: [MediaPreview],
  extraRoutes: [
    { path: '/golden_rules', title: 'shell:menu.items.golden_rules', element: GoldenRulesPage },
    {
      path: '/golden_rules_edit/:id',
      title: 'shell:menu.items.golden_rules',
      roles: ['admin'],
      element: GoldenRuleEditPage,
    },
    // Spec §2's common create route of the media library (decision 077).
    {
      path: '/create/:mediaType',
      title: 'shell:menu.items.visual_aids',
      roles: ['admin', 'dotos', 'headdotos'],
      element: CreateMediaPage,
    },
  ],
};

/** Media events (spec §2 media_events, media_events_create/:mediaType; decision 064). */
export const MEDIA_EVENTS_MODULE: TWebModule = {
  head: MEDIA_EVENT_MODULE_HEAD,
  manifest: () => import('@hse/contracts/media-events').then((contracts) => contracts.MEDIA_EVENT_MODULE),
  menuGroup: 'media',
  icon: CollectionsOutlined,
  activeIcon: Collections,
  home: false,
  form: kindFromRoute,
  startInOwnOrganization: true,
  list: {
    createLinks: MEDIA_EVENT_KINDS.map((kind, i) => ({
      to: mediaEventCreateHref(kind),
      label: `titles.create_${kind}`,
      testId: `media-event-create-${kind}`,
      primary: i === 0,
    })),
  },
  recordSlots: [MediaPreview],
};
