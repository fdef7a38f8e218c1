import { SUBCATEGORY_EDITOR_ROLES, type TRole } from '@hse/contracts/roles';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { WEB_MODULES } from '../../app/modules';

export type THomeCard = {
  key: string;
  href: string;
  icon: typeof SvgIcon;
  roles?: readonly TRole[];
  /** Shows the unread notifications count. */
  counter?: 'notifications';
  /** Whole keys of its title and text (a record module's); else `auth:home.cards.<key>`. */
  texts?: { title: string; text: string };
  /** A line of the reader's own under the text (a record module's `home.status`). */
  status?: ComponentType;
};

/** A record module's card: its list, for those its menu shows it to (app/modules.ts). */
const MODULE_CARDS: THomeCard[] = WEB_MODULES.flatMap(({ head, icon, home }) =>
  home
    ? [
        {
          key: head.key,
          href: head.routes.list,
          icon,
          ...(head.menuRoles ? { roles: head.menuRoles } : {}),
          texts: { title: `${head.key}:titles.list`, text: home.text },
          ...(home.status ? { status: home.status } : {}),
        },
      ]
    : [],
);

/** What a signed-in user can open from the start page, by role (spec §6 menu roles). */
export const HOME_CARDS: readonly THomeCard[] = [
  { key: 'profile', href: '/personal-account', icon: PersonOutlined },
  { key: 'notifications', href: '/notifications', icon: NotificationsOutlined, counter: 'notifications' },
  { key: 'incidents', href: '/incident', icon: ReportProblemOutlined },
  { key: 'investigations', href: '/investigation', icon: GavelOutlined },
  { key: 'bulletins', href: '/bulletin', icon: CampaignOutlined },
  { key: 'reports', href: '/report', icon: AssignmentOutlined },
  { key: 'pnbr', href: '/pnbr', icon: VisibilityOutlined },
  { key: 'works_observations', href: '/works_observations', icon: EngineeringOutlined },
  { key: 'driving_observations', href: '/driving_observations', icon: DirectionsCarOutlined },
  { key: 'qorgau', href: '/qorgau', icon: MapOutlined },
  { key: 'questionnaires', href: '/questionnaire', icon: QuizOutlined },
  ...MODULE_CARDS,
  { key: 'users', href: '/administration-users', icon: GroupOutlined, roles: ['admin'] },
  { key: 'organizations', href: '/administration-organizations', icon: ApartmentOutlined, roles: ['admin'] },
  { key: 'roles', href: '/administration-roles', icon: BadgeOutlined, roles: ['admin'] },
  {
    key: 'vital_rules',
    href: '/administration-vital-rules',
    icon: HealthAndSafetyOutlined,
    roles: SUBCATEGORY_EDITOR_ROLES,
  },
];
