import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled group of fields; a fieldset so that screen readers announce the group. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid container spacing={2} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Grid size={12} component="legend" sx={{ p: 0, pb: 0.5 }}>
        <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </Grid>
      {children}
    </Grid>
  );
}

export const GRID_THIRD = { xs: 12, sm: 6, md: 4 } as const;
export const GRID_HALF = { xs: 12, sm: 6 } as const;
