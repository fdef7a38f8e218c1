import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type TProps = { title: string; back: { to: string; label: string }; children?: ReactNode };

/** A back arrow, the page's heading and what stands beside it (a status, an action). */
export function PageHeader({ title, back, children }: TProps) {
  return (
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      <Tooltip title={back.label}>
        <IconButton component={RouterLink} to={back.to} aria-label={back.label} sx={{ displayPrint: 'none' }}>
          <ArrowBackIcon />
        </IconButton>
      </Tooltip>
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
