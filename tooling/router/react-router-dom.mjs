// What the apps take from React Router, and nothing else. `react-router-dom` is shared between
// the shell and the remotes, and a shared module is never tree-shaken (any remote might use any
// export), so sharing the package itself would ship all of React Router (data routers, server
// rendering, cookies). The webpack configuration points `react-router-dom` here, so
// the shared module is this short list. An app that imports a name missing here fails to build
// (importExportsPresence: 'error'): add the name to this list.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useNavigate,
  useParams,
  useSearchParams,
  useLocation,
  useMatch,
  useOutlet,
  useOutletContext,
  useHref,
  useInRouterContext,
  useNavigationType,
  useResolvedPath,
  useRoutes,
  useLinkClickHandler,
  generatePath,
  matchPath,
  matchRoutes,
  createSearchParams,
  resolvePath,
  createPath,
  parsePath,
  createRoutesFromChildren,
} from 'react-router';
