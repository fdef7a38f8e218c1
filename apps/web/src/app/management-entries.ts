import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import { WEB_MODULES } from './modules';
import type { TManagementEntry } from './web-module';

const platform = (key: string, href: string, icon: TManagementEntry['icon']): TManagementEntry => ({
  key,
  href,
  title: `reference:management.entries.${key}.title`,
  text: `reference:management.entries.${key}.text`,
  icon,
});

/**
 * What /management lists: the platform's reference data (some of it at screens other features
 * build: the video hosts, the form definitions), then each module's own entries.
 */
export const MANAGEMENT_ENTRIES: readonly TManagementEntry[] = [
  platform('requests', '/requests', HowToRegOutlined),
  platform('users', '/administration-users', GroupOutlined),
  platform('organizations', '/administration-organizations', ApartmentOutlined),
  platform('roles', '/administration-roles', BadgeOutlined),
  platform('holidays', '/administration-holidays', EventNoteOutlined),
  platform('vital_rules', '/administration-vital-rules', HealthAndSafetyOutlined),
  platform('video_hosts', '/media-video-hosts', OndemandVideoOutlined),
  platform('forms', '/forms', ListAltOutlined),
  ...WEB_MODULES.flatMap((module) => module.managementEntries ?? []),
];
