import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type TDetail = { key: string; label: string; value: ReactNode; wide?: boolean };

/** Read-only fields as a description list: label above value, two columns from 600 px up. */
export function DetailList({ items, empty }: { items: readonly TDetail[]; empty: string }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        columnGap: 3,
        rowGap: 1.5,
        m: 0,
      }}
    >
      {items.map((item) => (
        <Box
          key={item.key}
          sx={{ gridColumn: item.wide ? '1 / -1' : undefined, minWidth: 0, breakInside: 'avoid' }}
        >
          <Typography component="dt" variant="caption" color="text.secondary">
            {item.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            data-testid={`detail-${item.key}`}
            sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {item.value === '' || item.value === null || item.value === undefined ? empty : item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
