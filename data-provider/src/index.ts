export { readCookie, XSRF_COOKIE } from './cookies.ts';
export {
  buildQueryString,
  withQuery,
  type Query,
  type QueryScalar,
  type QueryValue,
} from './query-string.ts';
export {
  NETWORK_FAILURE_STATUS,
  handleModalRejection,
  isModalDismissal,
  loginErrorMessage,
  normalizeError,
  readCallFailure,
  readServerErrors,
  shouldNotify,
  toFormErrors,
  type CallFailure,
  type ErrorNotice,
  type FormErrors,
  type TranslateKey,
} from './errors.ts';
export {
  JSON_API_TYPE,
  SPOOF_HEADER,
  XSRF_HEADER,
  createHttpClient,
  isSignInPage,
  type HttpClient,
  type HttpClientOptions,
  type HttpErrorBody,
  type HttpRequest,
  type HttpResponse,
} from './http-client.ts';
export {
  CONFIG_PATH,
  DEFAULT_API_URL,
  LOGIN_PATH,
  LOGOUT_PATH,
  AUTH_USER_PATH,
} from './api-paths.ts';
export {
  filterToQuery,
  includeParam,
  listQuery,
  readListMeta,
  type ListRequest,
} from './list-params.ts';
export {
  createDataProvider,
  type AppDataProvider,
  type GetText,
  type DataProviderOptions,
} from './data-provider.ts';
export type { ActionInput, ActionOutput, ActionParams, RunAction } from './resource-actions.ts';
export type { MessageTypes } from './message-types.ts';
export {
  PAGINATION_RANGE,
  emptyListResult,
  fetchListPage,
  maxPaginationItems,
  pageToReload,
  type EmptyListResult,
  type ListPage,
  type ListPageRequest,
} from './list-paging.ts';
export {
  createUploadsApi,
  type Attachable,
  type AvatarTarget,
  type UploadedFile,
  type UploadsApi,
} from './uploads-api.ts';
export { pageWithinBounds } from '@tp/domain';
export { fetchAuthUser, login, logout, readAuthUser, type LoginCredentials } from './auth-api.ts';
export {
  createAuthProvider,
  type AuthProviderOptions,
  type AppAuthProvider,
} from './auth-provider.ts';
export {
  fetchRuntimeConfig,
  readRuntimeConfig,
  type RealtimeConfig,
  type RealtimeTransport,
  type PaymentsConfig,
  type RuntimeConfig,
} from './runtime-config.ts';
export {
  connectRealtime,
  createRealtimeClient,
  pusherOptions,
  type PusherConstructor,
  type PusherLike,
  type RealtimeChannel,
  type RealtimeClient,
  type RealtimeClientOptions,
} from './realtime-client.ts';
export { createLocalRealtimeHub, type LocalRealtimeHub } from './local-realtime.ts';
export { earliestReadAt, forgetReadTimes, noteReadAt } from './read-clock.ts';
export { sharedLoad } from './shared-load.ts';
export { SETTLE_TIMEOUT_MS, whenPageSettled, type FirstDataSignal } from './page-settle.ts';
export {
  FACEBOOK_SIGN_IN_PATH,
  OIDC_SIGN_IN_PATH,
  SECRET_PATH,
  SETUP_PATH,
  SSO_PATH,
  UNLOCK_PATH,
  VERIFICATION_PATH,
  confirmEmail,
  readSocialSignInOptions,
  requestPasswordReset,
  requestSignInLink,
  requestUnlock,
  resendConfirmation,
  resetPassword,
  setUpPassword,
  unlockAccount,
  type PasswordChange,
  type SignInLinkAnswer,
  type SocialSignInOptions,
  type TokenAccount,
} from './account-api.ts';
export {
  SPOOF_QUERY_PARAM,
  currentSpoof,
  currentSpoofTarget,
  endSpoof,
  isSpoofTarget,
  sameOriginPath,
  spooferHomeUrl,
  spooferOf,
  startSpoof,
  withSpoofMarker,
  type PossiblySpoofedUser,
  type SpoofState,
  type Spoofer,
} from './spoof.ts';
export * from './card-tokenizer.ts';
export { createExamsApi, examsBaseUrl, type ExamsAccess, type ExamsApi } from './exams-api.ts';
