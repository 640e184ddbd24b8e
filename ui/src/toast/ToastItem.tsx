import { lazy, Suspense, useCallback, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { htmlToText } from './html-text.ts';
import { ToastText } from './ToastText.tsx';
import type { Toast } from './toast-settings.ts';
import { toastRole, useToastCountdown } from './useToastCountdown.ts';

// The sanitiser (DOMPurify, about 10 KB) loads with the first HTML toast, not with every page.
const ToastMessage = lazy(() =>
  import('./ToastMessage.tsx').then((module) => ({ default: module.ToastMessage })),
);

/** An HTML toast's words while its sanitiser loads: the text alone. */
function ToastPlainText({ html }: { html: string }) {
  const text = useMemo(() => htmlToText(html), [html]);
  return <Box component="span">{text}</Box>;
}

interface ToastItemProps {
  toast: Toast;
  onDismiss(id: number): void;
}

/** One toast, with a progress bar running down its time (useToastCountdown). */
export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const dismiss = useCallback(() => onDismiss(toast.id), [onDismiss, toast.id]);
  const { countdown, hold, release } = useToastCountdown(dismiss);

  return (
    <Alert
      severity={toast.kind}
      variant="filled"
      role={toastRole(toast.kind)}
      onClose={dismiss}
      onMouseEnter={hold}
      onMouseLeave={release}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        // Border-box, so the phone width includes the padding even without CssBaseline.
        boxSizing: 'border-box',
        width: { xs: 'calc(100vw - 32px)', sm: 360 },
        boxShadow: 3,
      }}
    >
      {toast.title ? <AlertTitle>{toast.title}</AlertTitle> : null}
      {toast.html ? (
        <Suspense fallback={<ToastPlainText html={toast.message} />}>
          <ToastMessage html={toast.message} />
        </Suspense>
      ) : (
        <ToastText text={toast.message} />
      )}
      {countdown ? (
        <Box
          // A new key restarts the CSS animation when the extended timeout begins.
          key={countdown.run}
          data-testid="toast-progress"
          sx={{
            position: 'absolute',
            left: 0,
            bottom: 0,
            height: 4,
            width: '100%',
            bgcolor: 'rgba(0, 0, 0, 0.35)',
            transformOrigin: 'left',
            animation: `tp-toast-progress ${countdown.ms}ms linear forwards`,
            '@keyframes tp-toast-progress': {
              from: { transform: 'scaleX(1)' },
              to: { transform: 'scaleX(0)' },
            },
          }}
        />
      ) : null}
    </Alert>
  );
}
