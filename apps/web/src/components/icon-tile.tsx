import Box from '@mui/material/Box';
import type SvgIcon from '@mui/material/SvgIcon';

/** A card's picture: its icon on a tinted square (the home page's cards). */
export function IconTile({ icon: Icon }: { icon: typeof SvgIcon }) {
  return (
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        width: 48,
        height: 48,
        flexShrink: 0,
        borderRadius: 2,
        color: 'primary.main',
        bgcolor: (theme) => (theme.palette.mode === 'light' ? '#E3EEFB' : 'rgba(24,103,192,0.25)'),
      }}
    >
      <Icon />
    </Box>
  );
}
