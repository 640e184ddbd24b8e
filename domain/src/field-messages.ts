// What a field says when it is missing or wrong and nothing more precise can be told: shared by
// zod's error map (zod-messages.ts) and the rules that check fields without zod, so that screens
// which only ask those rules do not download zod.

/** What a form and a 422 say about a required value that is missing or empty. */
export const BLANK_MESSAGE = "can't be blank";
/** What a value says when nothing more precise can be told (zod's "Invalid input"). */
export const NOT_VALID_MESSAGE = 'is not valid';
