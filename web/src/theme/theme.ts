import { createTheme } from '@mui/material/styles';
import './fonts.css';

/** The secondary amber dark enough for text on white (6:1). */
const SECONDARY_TEXT = '#7a4f00';
/** The primary green's dark shade: text on the primary's light tints (a selected toggle, hovered too) at 7:1 or more. */
const PRIMARY_DARK = '#005005';

/** The one theme of the app: built once here, customised per component instead of with ad-hoc sx. */
export const theme = createTheme({
  palette: {
    primary: { main: '#2e7d32', light: '#60ad5e', dark: PRIMARY_DARK, contrastText: '#ffffff' },
    secondary: { main: '#f9a825', contrastText: '#1b1b1b' },
    background: { default: '#f5f7f4', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    // The Nigerian letters from our Noto Sans cut first (fonts.css: it covers only them), then the phone's own fonts.
    fontFamily: '"Noto Sans Nigerian", "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 700 },
    h2: { fontWeight: 700 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          variants: [
            // The amber secondary reads well as a filled button, not as text on white (1.9:1): an outlined or text
            // secondary button ('Generate History File') writes in a dark amber that reads at 4.5:1 or more.
            { props: { variant: 'outlined', color: 'secondary' }, style: { color: SECONDARY_TEXT, borderColor: SECONDARY_TEXT } },
            { props: { variant: 'text', color: 'secondary' }, style: { color: SECONDARY_TEXT } },
          ],
        },
      },
    },
    MuiToggleButton: {
      styleOverrides: {
        root: {
          // A selected primary toggle writes in the main green on a 12% green tint while hovered: 4.4:1, under the 4.5
          // text needs. The dark green reads at 7:1 or more, hovered or not.
          variants: [{ props: { color: 'primary' }, style: { '&.Mui-selected': { color: PRIMARY_DARK } } }],
        },
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
  },
});

export const DRAWER_WIDTH = 240;
export const DRAWER_COLLAPSED_WIDTH = 64;
