/**
 * E-mail lists typed into one field, such as a message's additional recipients
 * (spec: staff-and-crm §5, sign-in-exams-and-shared §5): separators (comma, semicolon,
 * whitespace) collapse to commas, each address must look like an e-mail address, and the
 * whole list is at most 191 characters (the column's length).
 * Each address is checked by the one e-mail rule of account-rules.ts.
 */
import { isEmailAddress } from './account-rules.ts';

export const EMAIL_LIST_MAX_LENGTH = 191;
export const EMAIL_LIST_REQUIRED_MESSAGE = 'At least one e-mail address is required.';

const SEPARATORS = /[\s,;]+/;

export function invalidEmailMessage(address: string): string {
  return `"${address}" is not a valid e-mail address.`;
}

export function emailListTooLongMessage(maxLength = EMAIL_LIST_MAX_LENGTH): string {
  return `The list is longer than ${maxLength} characters.`;
}

/** The addresses of a typed list, in order, without empty entries. */
export function splitEmailList(value: string | null | undefined): string[] {
  return (value ?? '').split(SEPARATORS).filter((address) => address !== '');
}

/** "a@x.com; b@y.com  c@z.com," -> "a@x.com,b@y.com,c@z.com". */
export function normalizeEmailList(value: string | null | undefined): string {
  return splitEmailList(value).join(',');
}

export interface EmailListOptions {
  required?: boolean;
  maxLength?: number;
}

export interface EmailListResult {
  /** The list as it is stored: addresses joined by commas. */
  value: string;
  /** The addresses that do not look like e-mail addresses. */
  invalidAddresses: string[];
  /** One message per bad address, then the length message; empty when the list is valid. */
  errors: string[];
}

/** Normalises a typed list and checks each address and the stored length. */
export function validateEmailList(
  input: string | null | undefined,
  { required = false, maxLength = EMAIL_LIST_MAX_LENGTH }: EmailListOptions = {},
): EmailListResult {
  const addresses = splitEmailList(input);
  const value = addresses.join(',');
  const invalidAddresses = addresses.filter((address) => !isEmailAddress(address));
  const errors = invalidAddresses.map(invalidEmailMessage);
  if (value.length > maxLength) errors.push(emailListTooLongMessage(maxLength));
  if (required && addresses.length === 0) errors.push(EMAIL_LIST_REQUIRED_MESSAGE);
  return { value, invalidAddresses, errors };
}
