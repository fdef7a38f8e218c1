import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import Description from '@mui/icons-material/Description';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EventNote from '@mui/icons-material/EventNote';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import FactCheck from '@mui/icons-material/FactCheck';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
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
import type { TMenuGroupKey } from './menu';

type TIcon = typeof SvgIcon;

/** Spec §3 menu item: an icon, and a filled one while the group holds the current page. */
export const MENU_ICONS: Record<TMenuGroupKey, { icon: TIcon; activeIcon: TIcon }> = {
  administration: { icon: AdminPanelSettingsOutlined, activeIcon: AdminPanelSettings },
  forms: { icon: DescriptionOutlined, activeIcon: Description },
  incident: { icon: ReportProblemOutlined, activeIcon: ReportProblem },
  map: { icon: MapOutlined, activeIcon: MapIcon },
  audit: { icon: FactCheckOutlined, activeIcon: FactCheck },
  events: { icon: EventNoteOutlined, activeIcon: EventNote },
  observation: { icon: VisibilityOutlined, activeIcon: Visibility },
  analytics: { icon: InsertChartOutlined, activeIcon: InsertChart },
  media: { icon: VideoLibraryOutlined, activeIcon: VideoLibrary },
  documents: { icon: FolderOutlined, activeIcon: Folder },
};
