import { z } from 'zod';

/** What a form and a 422 say about a required value that is missing or empty. */
export const BLANK_MESSAGE = "can't be blank";

const isBlank = (input: unknown) => input === undefined || input === null || input === '';

/**
 * Rails-style words for a missing value, on every schema that does not name its own: zod's
 * defaults ("Invalid input: expected string, received undefined", or for a choice left empty
 * 'Invalid option: expected one of "Student"|"Parent"') are not for staff. Set once, where
 * domain is loaded, so the forms and the server say the same thing.
 */
z.config({
  customError: (issue) => {
    const missing =
      (issue.code === 'invalid_type' || issue.code === 'invalid_value') && isBlank(issue.input);
    const empty = issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1;
    if (missing || empty) return BLANK_MESSAGE;
    if (issue.code === 'invalid_value') return `must be one of ${issue.values.join(', ')}`;
    return undefined;
  },
});
