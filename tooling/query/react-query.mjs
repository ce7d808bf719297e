// What the apps take from TanStack Query, and nothing else: the same reason as
// tooling/router/react-router-dom.mjs. `@tanstack/react-query` is a shared module, never
// tree-shaken, so sharing the package itself would ship all of it (hydration, suspense and
// prefetch hooks, mutation state). The webpack configuration points `@tanstack/react-query` here
// and `@careconnect/tanstack-react-query` at the package's own build. An app that imports a name
// missing here fails to build (importExportsPresence: 'error'): add the name to this list.
export {
  keepPreviousData,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@careconnect/tanstack-react-query';
