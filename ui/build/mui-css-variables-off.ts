import type { Plugin } from 'vite';

/**
 * MUI's modules whose CSS-theme-variables half is left out: `createTheme` calls
 * `createThemeWithVars` only for a theme with `cssVariables`, and `ThemeProvider` renders
 * `CssVarsProvider` only for a theme with `colorSchemes`. Neither app's theme has either
 * (ui/src/theme/theme.ts; react-admin builds its themes with `createTheme` the same way), but
 * the imports keep that half (about 26 KB minified, 6 KB brotli) in every page's first load.
 */
const STUBBED_IMPORTS = [
  {
    importer: /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/,
    source: './createThemeWithVars.mjs',
  },
  {
    importer: /[\\/]@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/,
    source: './ThemeProviderWithVars.mjs',
  },
];

const STUB_ID = '\0mui-css-variables-off';

// What the two imports get instead: the default export (createThemeWithVars) and
// CssVarsProvider, each failing loudly if a theme ever asks for CSS variables.
const STUB = `
const off = () => {
  throw new Error("MUI's CSS theme variables are left out of this build (ui/build/mui-css-variables-off.ts): remove the plugin to give a theme cssVariables or colorSchemes.");
};
export default off;
export { off as CssVarsProvider };
`;

/**
 * Leaves MUI's CSS theme variables out of a production build (the dev server and the tests run
 * MUI as published). The build fails if MUI's files no longer import what is stubbed, so an
 * upgrade that moves them is noticed instead of silently growing the bundles again.
 */
export function muiCssVariablesOff(): Plugin {
  const stubbed = new Set<string>();
  return {
    name: 'mui-css-variables-off',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      stubbed.clear();
    },
    resolveId(source, importer) {
      const match = STUBBED_IMPORTS.find(
        (stub) => stub.source === source && stub.importer.test(importer ?? ''),
      );
      if (!match) return null;
      stubbed.add(match.source);
      return STUB_ID;
    },
    load(id) {
      return id === STUB_ID ? STUB : null;
    },
    buildEnd(error) {
      if (error) return;
      const missed = STUBBED_IMPORTS.filter((stub) => !stubbed.has(stub.source));
      if (missed.length > 0)
        this.error(
          `mui-css-variables-off: no MUI module imported ${missed.map((stub) => stub.source).join(', ')}; update ui/build/mui-css-variables-off.ts for this MUI version`,
        );
    },
  };
}
