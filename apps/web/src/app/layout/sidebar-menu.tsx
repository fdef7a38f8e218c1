import { SIDEBAR } from '@hse/contracts/constants';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSession } from '../../api/session';
import { MENU, type TMenuEntry, type TMenuGroup } from './menu';
import { groupIcons } from './menu-icons';
import { entryContains, isEntryActive, visibleMenu } from './menu-visibility';

type TProps = {
  /** Labels shown (expanded rail or mobile drawer) rather than icons only. */
  expanded: boolean;
  openGroups: readonly string[];
  onToggleGroup: (key: string) => void;
  onNavigate?: () => void;
};

const itemSx = { minHeight: 48, borderRadius: 2, mx: 1, my: 0.25, color: 'inherit' } as const;
// The current entry darkens the blue rail: lightening it left its white label below 4.5:1.
const selectedSx = {
  '&.Mui-selected, &.Mui-selected:hover': {
    bgcolor: (theme: Theme) =>
      theme.palette.mode === 'light' ? 'rgba(0,0,0,0.24)' : 'rgba(255,255,255,0.16)',
  },
} as const;

function MenuEntries({
  entries,
  depth,
  onNavigate,
}: {
  entries: readonly TMenuEntry[];
  depth: number;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <List disablePadding>
      {entries.map((entry) => (
        <li key={entry.href}>
          <ListItemButton
            component={RouterLink}
            to={entry.href}
            selected={isEntryActive(entry, pathname)}
            aria-current={isEntryActive(entry, pathname) ? 'page' : undefined}
            onClick={onNavigate}
            sx={{
              ...itemSx,
              ...selectedSx,
              minHeight: 40,
              pl: `${SIDEBAR.thirdLevelPadding + 16 * (depth - 1)}px`,
            }}
          >
            <ListItemText
              primary={t(entry.title.includes(':') ? entry.title : `menu.items.${entry.title}`)}
              slotProps={{ primary: { sx: { fontSize: 14, lineHeight: 1.3 } } }}
            />
          </ListItemButton>
          {entry.children && (
            <MenuEntries entries={entry.children} depth={depth + 1} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </List>
  );
}

function MenuGroup({
  group,
  expanded,
  open,
  onToggle,
  onNavigate,
}: {
  group: TMenuGroup;
  expanded: boolean;
  open: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const active = group.children.some((entry) => entryContains(entry, pathname));
  const { icon: Icon, activeIcon: ActiveIcon } = groupIcons(group.key);
  const label = t(`menu.groups.${group.key}`);
  return (
    <li>
      <ListItemButton
        data-testid={`menu-group-${group.key}`}
        aria-expanded={expanded ? open : undefined}
        aria-label={expanded ? undefined : label}
        onClick={onToggle}
        selected={active && !open}
        sx={{ ...itemSx, ...selectedSx, justifyContent: expanded ? 'flex-start' : 'center' }}
      >
        <ListItemIcon sx={{ color: 'inherit', minWidth: expanded ? 56 : 0 }}>
          {active ? <ActiveIcon /> : <Icon />}
        </ListItemIcon>
        {expanded && (
          <ListItemText
            primary={label}
            slotProps={{ primary: { sx: { fontWeight: 500, lineHeight: 1.3 } } }}
          />
        )}
        {expanded && (open ? <ExpandLess /> : <ExpandMore />)}
      </ListItemButton>
      <Collapse in={expanded && open} timeout="auto" unmountOnExit>
        <MenuEntries entries={group.children} depth={1} onNavigate={onNavigate} />
      </Collapse>
    </li>
  );
}

/** Groups and entries of spec §2, filtered by the roles of spec §6. */
export function SidebarMenu({ expanded, openGroups, onToggleGroup, onNavigate }: TProps) {
  const { roles } = useSession();
  return (
    <List component="ul" sx={{ py: 1 }}>
      {visibleMenu(MENU, roles).map((group) => (
        <MenuGroup
          key={group.key}
          group={group}
          expanded={expanded}
          open={openGroups.includes(group.key)}
          onToggle={() => onToggleGroup(group.key)}
          onNavigate={onNavigate}
        />
      ))}
    </List>
  );
}
