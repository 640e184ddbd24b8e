const NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

/** A subject's language code as staff read it ("en" -> "English"); the code when unknown. */
export function languageName(code: string | null | undefined): string {
  if (!code) return '';
  try {
    return NAMES.of(code) ?? code;
  } catch {
    // Not a well-formed language tag: show what the record holds.
    return code;
  }
}
