import { BREAKPOINTS, COLORS, LAYERS } from '@hse/contracts/constants';
import { createTheme, type Theme } from '@mui/material/styles';

export type TThemeMode = 'light' | 'dark';

/** Spec §9: Vuetify's breakpoints, layers and colours, carried over to MUI. */
export function createAppTheme(mode: TThemeMode): Theme {
  return createTheme({
    breakpoints: { values: { ...BREAKPOINTS } },
    palette: {
      mode,
      primary: { main: COLORS.primary },
      secondary: { main: COLORS.defaultButton, contrastText: '#fff' },
      background:
        mode === 'light'
          ? { default: '#F4F6FA', paper: '#FFFFFF' }
          : { default: '#10141B', paper: '#1A202A' },
    },
    zIndex: {
      appBar: 1100,
      drawer: LAYERS.overlay,
      modal: LAYERS.dialog,
      snackbar: LAYERS.notifications,
      tooltip: LAYERS.notifications + 100,
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Roboto", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { color: 'secondary', disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
      MuiFormControl: { defaultProps: { size: 'small' } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
}
