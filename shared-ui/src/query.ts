// @careconnect/shared-ui/query: the page's one query client, its provider and the signed-in user's
// query, a federation singleton like the core (shared-ui/src/core.ts) but apart from it, so that
// only the areas that read server data through the query library load that library. Inside the
// kit, other files reach these modules only through this entry (never by a relative path).
export * from './api/query-client';
export * from './api/current-user';
