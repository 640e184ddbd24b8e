/**
 * Optimistic locking (ARCHITECTURE.md "Records carry a lockVersion"). Every record a client
 * may change carries `lockVersion`: 0 when created, one more on every change the server
 * makes to it. An update may send back the version it read; when the record changed since,
 * the update is refused with a 409 and changes nothing, so two people editing one record
 * never overwrite each other unknowingly. An update without it is applied as it is.
 */
export const LOCK_VERSION_FIELD = 'lockVersion';

/** What a stale update answers (409): the record changed after the client read it. */
export const STALE_RECORD_MESSAGE =
  'This record was changed by someone else after you opened it. Reload it to see the changes, then try again.';
