import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import Description from '@mui/icons-material/Description';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EventNote from '@mui/icons-material/EventNote';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import Folder from '@mui/icons-material/Folder';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import InsertChart from '@mui/icons-material/InsertChart';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import MapIcon from '@mui/icons-material/Map';
import MapOutlined from '@mui/icons-material/MapOutlined';
import ReportProblem from '@mui/icons-material/ReportProblem';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import VideoLibrary from '@mui/icons-material/VideoLibrary';
import VideoLibraryOutlined from '@mui/icons-material/VideoLibraryOutlined';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import { WEB_MODULES } from '../modules';
import type { TMenuGroupKey } from './menu';

type TIcon = typeof SvgIcon;

type TGroupIcons = { icon: TIcon; activeIcon: TIcon };

/** The groups a record module heads take its pictures (app/modules.ts). */
const MODULE_ICONS: Partial<Record<TMenuGroupKey, TGroupIcons>> = Object.fromEntries(
  WEB_MODULES.map((module) => [module.menuGroup, { icon: module.icon, activeIcon: module.activeIcon }]),
);

/** Spec §3 menu item: an icon, and a filled one while the group holds the current page. */
const GROUP_ICONS: Record<Exclude<TMenuGroupKey, 'audit'>, TGroupIcons> = {
  administration: { icon: AdminPanelSettingsOutlined, activeIcon: AdminPanelSettings },
  forms: { icon: DescriptionOutlined, activeIcon: Description },
  incident: { icon: ReportProblemOutlined, activeIcon: ReportProblem },
  map: { icon: MapOutlined, activeIcon: MapIcon },
  events: { icon: EventNoteOutlined, activeIcon: EventNote },
  observation: { icon: VisibilityOutlined, activeIcon: Visibility },
  analytics: { icon: InsertChartOutlined, activeIcon: InsertChart },
  media: { icon: VideoLibraryOutlined, activeIcon: VideoLibrary },
  documents: { icon: FolderOutlined, activeIcon: Folder },
};

/** A group's pictures: its own, else its module's; a group with neither shows a folder. */
export function groupIcons(key: TMenuGroupKey): TGroupIcons {
  const own = (GROUP_ICONS as Partial<Record<TMenuGroupKey, TGroupIcons>>)[key];
  return own ?? MODULE_ICONS[key] ?? GROUP_ICONS.documents;
}
