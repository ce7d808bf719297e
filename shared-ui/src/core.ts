// @careconnect/shared-ui/core: the kit's stateful part, one instance per page whatever each app was
// built with (a federation singleton): the session, the API client, toasts, the landmarks context
// and the record of loaded areas. The query cache is the kit's other stateful entry,
// '@careconnect/shared-ui/query', kept apart so that a page without server queries (the sign-in
// page, opened every day) does not load the query library. Everything else in the kit is stateless and
// travels inside each app's own build, so a team's kit change reaches users with its release.
// Inside the kit, other files reach these modules only through this entry (never by a relative
// path), so every copy of the stateless parts talks to the page's one core. Within a major version
// the core only adds names; an area that needs a name the page's core lacks is not loaded.
export * from './session/session-store';
export * from './session/signed-out';
export * from './session/browser-storage';
export * from './session/idle-logoff';
export * from './session/use-idle-logoff';
export * from './api/api-client';
export * from './api/api-error';
export * from './api/navigation';
export * from './api/all-pages';
export type * from './api/types';
export * from './toasts/notify';
export * from './toasts/toast-library';
export * from './toasts/toast-hosts';
export * from './toasts/toast-host';
export * from './components/landmarks';
export * from './about/areas';
export * from './about/kit-version';
