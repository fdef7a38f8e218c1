import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Below 600 px (a phone) and below 960 px (a tablet): lists hide their less important columns. */
export function useNarrowScreen(): { compact: boolean; medium: boolean } {
  const theme = useTheme();
  return {
    compact: useMediaQuery(theme.breakpoints.down('sm')),
    medium: useMediaQuery(theme.breakpoints.down('md')),
  };
}
