import DOMPurify from 'dompurify';

/**
 * What a toast may keep of the HTML it is given (spec §9: "HTML allowed"). Toast text can come
 * from the server or from user content (a student's name, a message subject), so only
 * formatting survives: no script, no style, no form, no frame, no event handler, and links only
 * to http(s), mailto and tel addresses, or relative ones.
 */
const ALLOWED_TAGS = [
  'a',
  'b',
  'br',
  'code',
  'em',
  'i',
  'li',
  'ol',
  'p',
  'span',
  'strong',
  'u',
  'ul',
];
const ALLOWED_ATTR = ['href', 'title'];
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/|#|\.\.?\/)/i;

// A purifier of its own, so the link hook below does not leak into other DOMPurify users.
let purifier: ReturnType<typeof DOMPurify> | null = null;

function toastPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    // DOMPurify already drops javascript: and data: URLs; this keeps only the listed schemes.
    if (href !== null && !SAFE_URL.test(href.trim())) node.removeAttribute('href');
    // A link in a toast opens beside the app and cannot reach back into it.
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = instance;
  return instance;
}

/** The toast's HTML with everything but harmless formatting removed. */
export function sanitizeToastHtml(html: string): string {
  return toastPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
  });
}
