import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { sanitizeToastHtml } from './sanitize-html.ts';

/**
 * A toast's message as HTML the product wrote (`html: true`) (spec §9: toasts allow HTML), always through the sanitiser: only
 * formatting from the server or user content reaches the page, never a script or a handler.
 */
export function ToastMessage({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeToastHtml(html), [html]);
  return (
    <Box
      component="span"
      data-testid="toast-message"
      sx={{ '& a': { color: 'inherit', textDecoration: 'underline' }, '& p': { m: 0 } }}
      // Sanitised above: the one place a toast's HTML reaches the page.
      // eslint-disable-next-line no-restricted-syntax -- sanitizeToastHtml keeps formatting only (spec §9)
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
