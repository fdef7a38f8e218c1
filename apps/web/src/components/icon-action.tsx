import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

/** A small icon button on a row, named by its action and the row it acts on for screen readers. */
export function IconAction(props: {
  label: string;
  target: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={props.label}>
      <IconButton size="small" aria-label={`${props.label}: ${props.target}`} onClick={props.onClick}>
        {props.children}
      </IconButton>
    </Tooltip>
  );
}
