/**
 * Phone numbers (spec: sign-in-exams-and-shared §5). A number is entered either as a US number,
 * shown as "+1 (XXX) XXX-XXXX", or as a non-US number, "+" and the country code followed by the
 * rest, at least 7 digits in all. Numbers are stored normalised as "+" and digits only.
 */

export type PhoneKind = 'us' | 'non-us';

export const PHONE_INVALID_MESSAGE = 'This is not a valid phone number.';
export const PHONE_REQUIRED_MESSAGE = 'A phone number is required.';
/** Shown beside a non-US number (spec §5: "a country code hint shows for non-US"). */
export const NON_US_PHONE_HINT = 'Start with + and the country code, for example +44 20 7946 0958.';

/** Spec §5: a non-US number is "+" followed by at least 7 digits. */
export const NON_US_PHONE_MIN_DIGITS = 7;
/** E.164 caps a number, country code included, at 15 digits. */
export const PHONE_MAX_DIGITS = 15;

const US_NATIONAL_DIGITS = 10;
const US_DISPLAY_PATTERN = /^\+1 \(\d{3}\) \d{3}-\d{4}$/;
/** What people type around the digits: spaces, dashes, dots, parentheses. */
const SEPARATORS = /[\s().-]/g;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * The stored form (spec §5): 10 digits get +1; 11 digits starting with 1 get +. A number
 * typed with its "+" keeps its digits behind the "+" whatever their count; other digits are
 * kept bare, since no country code can be assumed for them (and they validate as neither
 * kind). No digits at all stores as ''.
 */
export function normalizePhone(value: string): string {
  const digits = phoneDigits(value);
  if (digits === '') return '';
  if (value.trim().startsWith('+')) return `+${digits}`;
  if (digits.length === US_NATIONAL_DIGITS) return `+1${digits}`;
  if (digits.length === US_NATIONAL_DIGITS + 1 && digits.startsWith('1')) return `+${digits}`;
  return digits;
}

/**
 * The 10 national digits of a US number. A leading 1 is always the country code: no US area
 * code starts with 0 or 1, so "+1 (212) 55" and "1212 55" both mean 21255.
 */
function usNationalDigits(value: string): string {
  const digits = phoneDigits(value);
  const national = digits.startsWith('1') ? digits.slice(1) : digits;
  return national.slice(0, US_NATIONAL_DIGITS);
}

/**
 * Formats a US number as far as it is typed: "2125" -> "+1 (212) 5", "2125550123" ->
 * "+1 (212) 555-0123". A leading country code 1 is dropped and digits past the tenth are
 * ignored, so the field can never hold more.
 */
export function formatUsPhone(value: string): string {
  const digits = usNationalDigits(value);
  if (digits === '') return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  let formatted = `+1 (${area}`;
  if (digits.length > 3) formatted += `) ${exchange}`;
  if (digits.length > 6) formatted += `-${line}`;
  return formatted;
}

/** Formats a non-US number as typed: "+" then the digits (at most 15), separators removed. */
export function formatNonUsPhone(value: string): string {
  const digits = phoneDigits(value).slice(0, PHONE_MAX_DIGITS);
  return digits === '' ? '' : `+${digits}`;
}

export function formatPhone(value: string, kind: PhoneKind): string {
  return kind === 'us' ? formatUsPhone(value) : formatNonUsPhone(value);
}

/**
 * Which choice a stored number belongs to: "+1" and 10 more digits is US, and so are bare
 * digits (the input's incomplete US number); any other "+" number is non-US.
 */
export function phoneKindOf(stored: string | null | undefined): PhoneKind {
  const normalized = normalizePhone(stored ?? '');
  return normalized.startsWith('+') && !/^\+1\d{10}$/.test(normalized) ? 'non-us' : 'us';
}

export interface PhoneRuleOptions {
  kind: PhoneKind;
  /** Spec §5: phone required by default. */
  required?: boolean;
}

function isValidUs(trimmed: string): boolean {
  if (US_DISPLAY_PATTERN.test(trimmed)) return true;
  // The stored or a loosely typed form: only separators around an optional "+1"/"1" and 10 digits.
  const compact = trimmed.replace(SEPARATORS, '');
  return /^(\+?1)?\d{10}$/.test(compact);
}

function isValidNonUs(trimmed: string): boolean {
  const compact = trimmed.replace(SEPARATORS, '');
  const match = /^\+(\d+)$/.exec(compact);
  if (!match?.[1]) return false;
  const count = match[1].length;
  return count >= NON_US_PHONE_MIN_DIGITS && count <= PHONE_MAX_DIGITS;
}

/**
 * Null when the value is acceptable for its kind, else the message to show. Accepts the
 * display form and the stored form alike, so the server can check what it stores.
 */
export function validatePhone(
  value: string | null | undefined,
  { kind, required = true }: PhoneRuleOptions,
): string | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return required ? PHONE_REQUIRED_MESSAGE : null;
  const isValid = kind === 'us' ? isValidUs(trimmed) : isValidNonUs(trimmed);
  return isValid ? null : PHONE_INVALID_MESSAGE;
}

/**
 * Checks a value on its own, with no US/Non-US choice beside it: a number stored as "+1" and
 * 10 digits is checked as US, any other as non-US. The phone input stores an incomplete US
 * number as bare digits, so it fails here as it fails in the input.
 */
export function validateStoredPhone(
  value: string | null | undefined,
  { required = true }: { required?: boolean } = {},
): string | null {
  return validatePhone(value, { kind: phoneKindOf(value), required });
}

/**
 * What the phone input stores for what it shows: a complete US number as "+1" and its 10
 * digits, an incomplete one as its bare national digits (so it never passes as a non-US
 * number), a non-US number as "+" and its digits.
 */
export function storedPhoneFor(display: string, kind: PhoneKind): string {
  if (kind === 'non-us') return formatNonUsPhone(display);
  const national = usNationalDigits(display);
  return national.length === US_NATIONAL_DIGITS ? `+1${national}` : national;
}
