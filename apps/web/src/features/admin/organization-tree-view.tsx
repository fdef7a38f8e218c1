import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { pickName, useLanguage } from '../../components/localized';
import type { TOrganizationNode } from '../../components/organization-tree';

type TProps = {
  nodes: readonly TOrganizationNode[];
  selectedId: string | null;
  expanded: ReadonlySet<string>;
  onSelect: (id: string) => void;
  onToggle: (id: string) => void;
  depth?: number;
};

/** Holding → subsidiaries → divisions as nested lists (the MUI tree view is not installed). */
export function OrganizationTreeView({ nodes, selectedId, expanded, onSelect, onToggle, depth = 0 }: TProps) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  return (
    <List
      disablePadding
      dense
      role={depth === 0 ? 'tree' : 'group'}
      aria-label={depth === 0 ? t('organizations.titles.tree') : undefined}
    >
      {nodes.map((node) => {
        const open = expanded.has(node.id);
        const hasChildren = node.children.length > 0;
        const name = pickName(node, lang);
        return (
          <li key={node.id} role="none">
            <ListItem
              component="div"
              disablePadding
              secondaryAction={
                hasChildren && (
                  // A tree holds only its items: the pointer's toggle is hidden from the tree's
                  // readers, who open and close a branch with the arrow keys on its item.
                  <IconButton
                    edge="end"
                    size="small"
                    tabIndex={-1}
                    aria-hidden
                    aria-label={t(open ? 'organizations.actions.collapse' : 'organizations.actions.expand', {
                      name,
                    })}
                    onClick={() => onToggle(node.id)}
                  >
                    {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                  </IconButton>
                )
              }
            >
              <ListItemButton
                role="treeitem"
                aria-selected={node.id === selectedId}
                aria-expanded={hasChildren ? open : undefined}
                selected={node.id === selectedId}
                onClick={() => onSelect(node.id)}
                onKeyDown={(event) => {
                  if (hasChildren && event.key === (open ? 'ArrowLeft' : 'ArrowRight')) {
                    event.preventDefault();
                    onToggle(node.id);
                  }
                }}
                sx={{ pl: 2 + depth * 3 }}
              >
                <ListItemText
                  primary={name}
                  secondary={t(`organizations.kinds.${node.kind}`)}
                  slotProps={{ primary: { sx: { fontWeight: depth === 0 ? 600 : 400 } } }}
                />
              </ListItemButton>
            </ListItem>
            {hasChildren && (
              <Collapse in={open} timeout="auto" unmountOnExit>
                <OrganizationTreeView
                  nodes={node.children}
                  selectedId={selectedId}
                  expanded={expanded}
                  onSelect={onSelect}
                  onToggle={onToggle}
                  depth={depth + 1}
                />
              </Collapse>
            )}
          </li>
        );
      })}
    </List>
  );
}
