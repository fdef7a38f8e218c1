import { MEDIA_VIDEO_MODULE_HEAD, VIDEO_HOSTS_ROUTE } from '@hse/contracts/media-video-module-head';
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import { lazy } from 'react';
import type { TWebModule } from '../../app/web-module';

const VideoPlayer = lazy(() =>
  import('./video-player').then(({ VideoPlayer }) => ({ default: VideoPlayer })),
);
const VideoHostsPage = lazy(() =>
  import('./video-hosts-page').then(({ VideoHostsPage }) => ({ default: VideoHostsPage })),
);

/** The source a create route's `:mediaType` names, which the new video starts with. */
const sourceOfPath = () => {
  const last = window.location.pathname.split('/').pop() ?? '';
  return ['file', 'link', 'iframe'].includes(last) ? last : 'file';
};

/**
 * Videos of the media library (spec §2 shared_videos, shared_videos_create/:mediaType,
 * shared_videos_edit/:id, /create/:mediaType; decision 061): the generic list and editor of
 * their manifest, the player and the upload on the record, and the admin's allowed hosts.
 */
export const MEDIA_VIDEOS_MODULE: TWebModule = {
  head: MEDIA_VIDEO_MODULE_HEAD,
  manifest: () => import('@hse/contracts/media-videos').then((contracts) => contracts.MEDIA_VIDEO_MODULE),
  menuGroup: 'media',
  menuTitle: 'shell:menu.items.shared_videos',
  icon: OndemandVideoOutlined,
  activeIcon: OndemandVideo,
  home: { text: 'media_videos:home' },
  startInOwnOrganization: true,
  form: async () => ({ initial: () => ({ source: sourceOfPath(), language: 'ru', targets: [] }) }),
  recordSlots: [VideoPlayer],
  routes: [
    { path: '/shared_videos_create/link', page: 'record' },
    { path: '/shared_videos_create/iframe', page: 'record' },
    { path: '/create/video', page: 'record' },
  ],
  extraRoutes: [
    {
      path: VIDEO_HOSTS_ROUTE,
      title: 'media_videos:titles.hosts',
      roles: ['admin'],
      element: VideoHostsPage,
      menu: true,
    },
  ],
};
