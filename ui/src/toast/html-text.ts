/**
 * An HTML toast's words without its sanitiser: the text alone, read by the browser's parser
 * into a document that runs nothing and fetches nothing, to be shown as text.
 */
export function htmlToText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
