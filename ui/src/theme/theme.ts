import { alpha, createTheme } from '@mui/material/styles';
import type { CSSObject, PaletteMode, Theme, ThemeOptions } from '@mui/material/styles';
import { paletteFor, type AppPalette } from './palettes.ts';
import { FONT_FAMILY } from './font.ts';

/** A style override computed from the finished theme (MUI calls it with `{ theme }`). */
type ThemedStyle = (props: { theme: Theme }) => CSSObject;

/**
 * react-admin's own components (RaMenuItemLink, RaToolbar...) take overrides in the theme like
 * MUI's; this package does not depend on react-admin, so their keys are typed here, loosely
 * enough to agree with react-admin's own typing where an app loads it.
 */
type RaComponents = Record<`Ra${string}`, { styleOverrides?: object; defaultProps?: object }>;

/** Style overrides of one react-admin component, slot by slot. */
type RaStyleOverrides = Record<string, CSSObject | ThemedStyle>;

type MuiComponents = NonNullable<ThemeOptions['components']>;

/**
 * The theme as options: what react-admin's `<Admin theme darkTheme>` takes (it calls
 * `createTheme` itself) and what `createAppTheme` turns into a MUI theme for the live app.
 */
export interface AppThemeOptions extends Omit<ThemeOptions, 'components' | 'palette'> {
  palette: AppPalette;
  components: MuiComponents & RaComponents;
  /** react-admin's sidebar widths (open, and closed to icons). */
  sidebar: { width: number; closedWidth: number };
}

const typography: ThemeOptions['typography'] = {
  fontFamily: FONT_FAMILY,
  h1: { fontWeight: 600, fontSize: '2.25rem' },
  h2: { fontWeight: 600, fontSize: '1.875rem' },
  h3: { fontWeight: 600, fontSize: '1.5rem' },
  h4: { fontWeight: 600, fontSize: '1.375rem' },
  h5: { fontWeight: 600, fontSize: '1.2rem' },
  h6: { fontWeight: 600, fontSize: '1.05rem' },
  subtitle2: { fontWeight: 600 },
  button: { textTransform: 'none', fontWeight: 600 },
};

/** The surface of a form's toolbar and of table headers: a step off the paper. */
const raisedSurface = (theme: Theme): string =>
  theme.palette.mode === 'dark' ? '#1f2738' : '#eef1f7';

/**
 * Someone who asks their system for less motion gets none: no ripples, fades, slides, spinning
 * or pulsing skeletons (WCAG 2.3.3). Each animation frame is also work for a slow phone's CPU,
 * and for a browser in a test run, which asks for it the same way (Playwright's reducedMotion).
 */
const REDUCED_MOTION = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
};

const muiComponents: MuiComponents = {
  MuiCssBaseline: { styleOverrides: REDUCED_MOTION },
  MuiButton: { defaultProps: { disableElevation: true } },
  MuiCard: { defaultProps: { variant: 'outlined' } },
  MuiAppBar: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      // In dark mode the bar is a surface like the rest, set off by a line, not a bright band.
      root: ({ theme }) =>
        theme.palette.mode === 'dark'
          ? {
              backgroundColor: theme.palette.background.paper,
              backgroundImage: 'none',
              color: theme.palette.text.primary,
              borderBottom: `1px solid ${theme.palette.divider}`,
            }
          : {},
    },
  },
  MuiTableCell: {
    styleOverrides: {
      head: { fontWeight: 600 },
      root: { '&.MuiTableCell-paddingCheckbox': { padding: '0 8px' } },
    },
  },
  MuiListItemIcon: { styleOverrides: { root: { minWidth: 40 } } },
  MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
  MuiTooltip: { defaultProps: { arrow: true } },
};

const raComponents: Record<
  `Ra${string}`,
  { styleOverrides?: RaStyleOverrides; defaultProps?: Record<string, unknown> }
> = {
  RaMenuItemLink: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: theme.shape.borderRadius,
        margin: '1px 8px',
        paddingLeft: 12,
        color: theme.palette.text.secondary,
        '& .RaMenuItemLink-icon': { color: theme.palette.text.secondary },
        '&.RaMenuItemLink-active': {
          color: theme.palette.primary.main,
          backgroundColor: alpha(theme.palette.primary.main, 0.12),
          fontWeight: 600,
          '& .RaMenuItemLink-icon': { color: theme.palette.primary.main },
        },
      }),
    },
  },
  RaToolbar: {
    styleOverrides: { root: ({ theme }) => ({ backgroundColor: raisedSurface(theme) }) },
  },
  RaDatagrid: {
    styleOverrides: {
      headerCell: ({ theme }) => ({ backgroundColor: raisedSurface(theme) }),
    },
  },
  RaBulkActionsToolbar: { styleOverrides: { toolbar: { zIndex: 10 } } },
  // The content column may shrink below its widest child (a flex item's default is not to), so a
  // wide table scrolls inside its card instead of pushing the page, its toolbar and the buttons
  // past the screen's edge; a page's action buttons wrap rather than run off a phone's screen.
  // (react-admin's layout is `min-width: fit-content` so its bar spans a too-wide page.)
  RaLayout: {
    styleOverrides: {
      root: {
        minWidth: 0,
        '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': {
          minWidth: 0,
        },
      },
    },
  },
  RaList: {
    styleOverrides: {
      root: {
        minWidth: 0,
        '& .RaList-main': { minWidth: 0 },
        '& .RaList-content': { overflowX: 'auto' },
      },
    },
  },
  // A record page's form and its aside stack on a phone (each page sets `flexDirection`):
  // stacked, react-admin's `align-items: flex-start` would shrink the form card to its
  // content, narrower than the screen; stretched, both are as wide as the page.
  RaEdit: {
    styleOverrides: {
      root: ({ theme }) => ({
        [theme.breakpoints.down('md')]: { '& .RaEdit-main': { alignItems: 'stretch' } },
      }),
    },
  },
  RaShow: {
    styleOverrides: {
      root: ({ theme }) => ({
        [theme.breakpoints.down('md')]: { '& .RaShow-main': { alignItems: 'stretch' } },
      }),
    },
  },
  RaTopToolbar: { styleOverrides: { root: { flexWrap: 'wrap', rowGap: 4 } } },
  RaSimpleFormIterator: { defaultProps: { fullWidth: true } },
  RaTranslatableInputs: { defaultProps: { fullWidth: true } },
};

function themeOptionsFor(mode: PaletteMode): AppThemeOptions {
  return {
    palette: paletteFor(mode),
    typography,
    shape: { borderRadius: 8 },
    sidebar: { width: 232, closedWidth: 56 },
    components: { ...muiComponents, ...raComponents },
  };
}

/** The platform's one theme, light. */
export const lightTheme: AppThemeOptions = themeOptionsFor('light');
/** The platform's one theme, dark. */
export const darkTheme: AppThemeOptions = themeOptionsFor('dark');

/**
 * react-admin's form density (its default theme's: dense, small, full-width inputs that take
 * the whole row on a phone) on top of the shared theme. The live app keeps MUI's defaults,
 * which its forms are laid out for.
 */
function withBackofficeForms(options: AppThemeOptions): AppThemeOptions {
  const fullRowOnPhone = {
    props: {},
    style: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('sm')]: { width: '100%' } }),
  };
  return {
    ...options,
    components: {
      ...options.components,
      MuiTextField: {
        defaultProps: { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true },
        variants: [fullRowOnPhone],
      },
      MuiFormControl: {
        defaultProps: { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true },
      },
      MuiAutocomplete: { defaultProps: { fullWidth: true }, variants: [fullRowOnPhone] },
    },
  };
}

/** The back-office's `<Admin theme>`. */
export const backofficeLightTheme: AppThemeOptions = withBackofficeForms(lightTheme);
/** The back-office's `<Admin darkTheme>`. */
export const backofficeDarkTheme: AppThemeOptions = withBackofficeForms(darkTheme);

/** The MUI theme of one mode, for apps that hold a ThemeProvider themselves. */
export function createAppTheme(mode: PaletteMode): Theme {
  // AppThemeOptions only narrows ThemeOptions, except for react-admin's component keys,
  // which MUI keeps and ignores.
  return createTheme((mode === 'dark' ? darkTheme : lightTheme) as ThemeOptions);
}
