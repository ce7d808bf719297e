// @careconnect/shared-ui: the UI kit, session store, API client and toasts shared (as one
// federation singleton) by the shell and every remote. No formik, yup or chart code here:
// forms live in '@careconnect/shared-ui/forms'.

// Session
export {
  sessionStore,
  useSession,
  onLogout,
  dashboardPathFor,
  normalizeRole,
  createSessionStore,
  SESSION_KEYS,
} from '@careconnect/shared-ui/core';
export {
  IDLE_TIMEOUT_MS,
  IDLE_LOGOFF_MESSAGE,
  ACTIVITY_THROTTLE_MS,
  startIdleWatch,
} from '@careconnect/shared-ui/core';
export type { IdleWatchOptions } from '@careconnect/shared-ui/core';
export { useIdleLogoff, idleLogoff } from '@careconnect/shared-ui/core';
export {
  SIGNED_OUT_MESSAGE,
  noteSignedOut,
  justSignedOut,
  forgetSignedOut,
} from '@careconnect/shared-ui/core';
export type {
  Role,
  ThemeName,
  SessionUser,
  SessionUserInput,
  SessionState,
  SessionStore,
} from '@careconnect/shared-ui/core';

// API
export {
  configureApi,
  getApiBaseUrl,
  apiRequest,
  apiRequestWithTotal,
  apiBlob,
  refreshAccessToken,
  signOut,
} from '@careconnect/shared-ui/core';
export type {
  ApiRequestOptions,
  ApiListResult,
  HttpMethod,
  QueryParams,
} from '@careconnect/shared-ui/core';
export { apiRequestAllPages, ALL_PAGES_LIMIT } from '@careconnect/shared-ui/core';
export {
  getSpecializations,
  specializationKeys,
  specializationOptions,
  useSpecializations,
  SPECIALIZATIONS_LOAD_ERROR,
} from './specializations/get-specializations';
export type { Specialization } from './specializations/get-specializations';
export { SpecializationSelect, ALL_SPECIALIZATIONS } from './specializations/specialization-select';
export type { SpecializationSelectProps } from './specializations/specialization-select';
export {
  ApiError,
  isApiError,
  errorMessage,
  NETWORK_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '@careconnect/shared-ui/core';
export { setNavigate, navigateTo } from '@careconnect/shared-ui/core';
export type { NavigateHandler, SignInPageProps } from '@careconnect/shared-ui/core';
export {
  createQueryClient,
  queryClient,
  QueryProvider,
  shouldRetry,
} from '@careconnect/shared-ui/query';
export { useCurrentUser, getUser, currentUserKey } from '@careconnect/shared-ui/query';
export type { User, LoginResponse, RefreshResponse } from '@careconnect/shared-ui/core';

// Releases: which version of each area runs (Settings → About), the kit's own version
export {
  KIT_VERSION,
  kitMajor,
  recordLoadedArea,
  loadedAreas,
  useLoadedAreas,
} from '@careconnect/shared-ui/core';
export type { AreaRelease } from '@careconnect/shared-ui/core';
export { areaLabel } from './about/area-label';

// Toasts
export { notify, TOAST_DURATIONS, TOAST_LIMIT } from '@careconnect/shared-ui/core';
export type { NotifyOptions, ToastId } from '@careconnect/shared-ui/core';
export { ToastHost } from '@careconnect/shared-ui/core';
export type { ToastHostProps } from '@careconnect/shared-ui/core';

// Theme
export { lightTheme, darkTheme, themes } from './theme/themes';
export type { AppTheme } from './theme/themes';
export { AppThemeProvider } from './theme/app-theme-provider';
export { GlobalStyle } from './theme/global-style';
export {
  appointmentStatusTone,
  complaintStatusTone,
  isKnownComplaintStatus,
  toneColor,
} from './theme/status-tones';
export type { StatusTone } from './theme/status-tones';

// Components
export { Button } from './components/button/button';
export type { ButtonProps, ButtonVariant } from './components/button/button';
export { ButtonLink } from './components/button/button-link';
export type { ButtonLinkProps } from './components/button/button-link';
export { TextInput } from './components/text-input/text-input';
export type { TextInputProps, TextInputType } from './components/text-input/text-input';
export { Select } from './components/select/select';
export type { SelectProps, SelectOption } from './components/select/select';
export { Textarea } from './components/textarea/textarea';
export type { TextareaProps } from './components/textarea/textarea';
export { Checkbox } from './components/checkbox/checkbox';
export type { CheckboxProps } from './components/checkbox/checkbox';
export { FormField, FieldError } from './components/form-field/form-field';
export type { FormFieldProps } from './components/form-field/form-field';
export { Card } from './components/card/card';
export type { CardProps } from './components/card/card';
export {
  APPOINTMENTS_CHART_TITLE,
  CHART_HEIGHT,
  ChartCard,
  ChartLoading,
  ChartPlaceholder,
  HEALTH_CHART_TITLE,
  HEALTH_COMPLAINTS_CHART_TITLE,
  PEOPLE_CHART_TITLE,
} from './components/chart-card/chart-card';
export type { ChartCardProps } from './components/chart-card/chart-card';
export { afterNextPaint, usePreloadAfterPaint } from './scheduling/after-paint';
export { DashboardFigures } from './components/dashboard-figures/dashboard-figures';
export type { DashboardFiguresProps } from './components/dashboard-figures/dashboard-figures';
export { SummaryCard } from './components/summary-card/summary-card';
export type { SummaryCardProps } from './components/summary-card/summary-card';
export { DataTable } from './components/data-table/data-table';
export type { DataTableProps, DataTableColumn } from './components/data-table/data-table';
export { Pagination } from './components/pagination/pagination';
export type { PaginationProps } from './components/pagination/pagination';
export { ConfirmDialog } from './components/confirm-dialog/confirm-dialog';
export { ActionMenu } from './components/action-menu/action-menu';
export type { ActionMenuItem, ActionMenuProps } from './components/action-menu/action-menu';
export type { ConfirmDialogProps } from './components/confirm-dialog/confirm-dialog';
export { Spinner } from './components/spinner/spinner';
export type { SpinnerProps } from './components/spinner/spinner';
export { LoadingScreen } from './components/loading-screen/loading-screen';
export { EmptyState } from './components/empty-state/empty-state';
export type { EmptyStateProps } from './components/empty-state/empty-state';
export { ErrorState } from './components/error-state/error-state';
export type { ErrorStateProps } from './components/error-state/error-state';
export { NotFound } from './components/not-found/not-found';
export { AreaUnavailable } from './components/area-unavailable/area-unavailable';
export type { AreaUnavailableProps } from './components/area-unavailable/area-unavailable';
export { ThemeToggle } from './components/theme-toggle/theme-toggle';
export type { ThemeToggleProps } from './components/theme-toggle/theme-toggle';
export { TopBar } from './components/top-bar/top-bar';
export type { TopBarProps } from './components/top-bar/top-bar';
export { SideMenu } from './components/side-menu/side-menu';
export type { SideMenuProps, MenuEntry } from './components/side-menu/side-menu';
export { AreaLayout } from './components/area-layout/area-layout';
export type { AreaLayoutProps } from './components/area-layout/area-layout';
export { VisuallyHidden } from './components/visually-hidden/visually-hidden';
export { DEFAULT_AVATAR, avatarFor } from './assets/default-avatar';
export { useAvatar } from './assets/use-avatar';
export { BackLink } from './components/back-link/back-link';
export { goBack, useGoBack } from './components/back-link/go-back';
export type { BackLinkProps } from './components/back-link/back-link';
export { PageHeader } from './components/page-header/page-header';
export { Stack } from './components/stack/stack';
export { lazyScreen } from './lazy-screen/lazy-screen';
export type { ScreenExport } from './lazy-screen/lazy-screen';
export { lazyPart, useLazyPart } from './lazy-screen/lazy-part';
export type { LazyPart } from './lazy-screen/lazy-part';
export type { PageHeaderProps } from './components/page-header/page-header';
export { Dialog } from './components/dialog/dialog';
export type { DialogProps } from './components/dialog/dialog';
export { ZoneNote } from './components/zone-note/zone-note';
export { SearchField } from './components/search-field/search-field';
export { SEARCH_DELAY_MS, useDebouncedValue } from './hooks/use-debounced-value';
export { FIRST_INPUT_EVENTS, useFirstInput } from './hooks/use-first-input';
export { pageCountOf, pageFrom, useListState } from './hooks/use-list-state';
export type { ListState, ListStateOptions } from './hooks/use-list-state';
export { Fieldset } from './components/fieldset/fieldset';
export type { FieldsetProps } from './components/fieldset/fieldset';
export { ButtonRow } from './components/button-row/button-row';
export { FormAlert } from './components/form-alert/form-alert';
export type { FormAlertProps } from './components/form-alert/form-alert';
export type { SearchFieldProps } from './components/search-field/search-field';
export {
  StatusBadge,
  AppointmentStatusBadge,
  ComplaintStatusBadge,
  PatientConfirmedBadge,
  PATIENT_CONFIRMED,
} from './components/status-badge/status-badge';
export type {
  StatusBadgeProps,
  AppointmentStatusBadgeProps,
} from './components/status-badge/status-badge';
export type { ZoneNoteProps } from './components/zone-note/zone-note';

// Plans: the description of each kind (food, sports) the plan screens are driven by
export { FOOD_PLANS, SPORTS_PLANS, PLAN_KINDS, planItems } from './plans/plan-kinds';
export type {
  AnyPlan,
  PlanItem,
  PlanItemField,
  PlanKindDescription,
  PlanKindName,
} from './plans/plan-kinds';

// Formatting
export {
  NA,
  orNA,
  personName,
  patientOptionLabel,
  doctorLabel,
  capitalize,
  parseCalendarDate,
  formatDate,
  formatLongDate,
  formatDateTime,
  todayIso,
  addDays,
  daysInRange,
  appointmentStatusLabel,
  complaintStatusLabel,
  formatRating,
  oneDecimal,
} from './format/format';
export {
  browserTimeZone,
  calendarDateInZone,
  canonicalTimeZone,
  formatDayInZone,
  formatInZone,
  formatTimeInZone,
  isBrowserTimeZone,
  isValidTimeZone,
  supportedTimeZones,
  timeZoneAbbreviation,
  timeZoneDisplayName,
  timeZoneLabel,
  timeZoneOffset,
  todayInZone,
} from './format/time-zone';
// The zone's abbreviation on the two days a year its clock changes ('01:00 AM EDT').
export { clockChangesOnDayOf, zoneAbbreviation } from './format/time-zone';

// Live updates, unread counts and conversations (shared by the areas and the chats screens)
export { useLiveEvents, getStreamTicket } from './live/use-live-events';
export type { UseLiveEventsOptions } from './live/use-live-events';
export {
  startLiveConnection,
  reconnectDelay,
  streamUrl,
  LIVE_EVENT_TYPES,
  RECONNECT_MIN_MS,
  RECONNECT_MAX_MS,
} from './live/live-connection';
export type {
  EventSourceLike,
  LiveConnection,
  LiveConnectionOptions,
  LiveEvent,
  LiveEventType,
  LiveEventPayloads,
} from './live/live-connection';
export {
  invalidateForEvent,
  announceMessage,
  isInConversation,
  newMessageText,
} from './live/live-invalidation';
export { chatKeys, unreadNotificationsKey } from './live/chat-keys';
export { queryRoots } from './api/query-keys';
export type { QueryRoot } from './api/query-keys';
export { chatPartnerName, doctorTitle } from './live/chat-names';
export { getChats, useChats, CHATS_LOAD_ERROR } from './live/get-chats';
export { useUnreadMessages, useUnreadNotifications, unreadLabel } from './live/get-unread';
export type {
  ChatDoctor,
  ChatMessage,
  ChatPerson,
  ChatSide,
  Conversation,
  LastMessage,
  MessagesPage,
  UnreadCount,
  StreamTicket,
} from './live/chat-types';
export {
  CountBadge,
  badgeText,
  NotificationBell,
  ChatsShortcut,
} from './components/unread-badge/unread-badge';
export type { UnreadLinkProps } from './components/unread-badge/unread-badge';

// Video visits: the badge and the join window (the call itself: '@careconnect/shared-ui/video').
export { VisitKindBadge, visitKindLabel } from './video/visit-kind-badge';
export {
  canJoinVideoVisit,
  nextJoinChange,
  OPENS_BEFORE_MS,
  CLOSES_AFTER_MS,
} from './video/visit-window';
export type { VisitTimes } from './video/visit-window';
export { useCanJoinVideoVisit } from './video/use-join-window';
export { onVideoSignal, announceVideoSignal, VIDEO_SIGNAL_EVENT } from './video/video-events';
