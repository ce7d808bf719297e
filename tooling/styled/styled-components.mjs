// What a browser page may take from styled-components: all of it but the server's parts. The
// same reason as tooling/router/react-router-dom.mjs: `styled-components` is a shared module,
// never tree-shaken, so sharing the package itself ships its server-side rendering
// (ServerStyleSheet), its React Server Components plugin and its private internals to every page.
// Everything a browser app can use stays, so an area built later still finds what it reads on an
// older shell's copy. The webpack configuration points `styled-components` here and
// `@careconnect/styled-components-build` at the package's browser build. An app that imports a
// name missing here fails to build (importExportsPresence: 'error').
export {
  default,
  styled,
  css,
  keyframes,
  createGlobalStyle,
  createTheme,
  isStyledComponent,
  StyleSheetConsumer,
  StyleSheetContext,
  StyleSheetManager,
  ThemeConsumer,
  ThemeContext,
  ThemeProvider,
  useTheme,
  withTheme,
  version,
} from '@careconnect/styled-components-build';
