import { z } from 'zod';

/** What a form and a 422 say about a required value that is missing or empty. */
export const BLANK_MESSAGE = "can't be blank";

/**
 * Rails-style words for a missing value, on every schema that does not name its own: zod's
 * default ("Invalid input: expected string, received undefined") is not for staff. Set once,
 * where domain is loaded, so the forms and the server say the same thing.
 */
z.config({
  customError: (issue) => {
    const missing =
      issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null);
    const empty = issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1;
    return missing || empty ? BLANK_MESSAGE : undefined;
  },
});
