import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type TProps = { title: string; subtitle?: string; maxWidth?: number; children: ReactNode };

/** The centred sheet of the sign-in and registration screens. */
export function AuthCard({ title, subtitle, maxWidth = 440, children }: TProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 1, sm: 4 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth, p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle && <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>{subtitle}</Typography>}
        {children}
      </Paper>
    </Box>
  );
}
