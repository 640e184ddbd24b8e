/** The inbox page's route, under the back-office's base path. */
export const INBOX_ROUTE = '/inbox';
