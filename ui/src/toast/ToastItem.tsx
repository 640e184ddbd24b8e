import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { ToastText } from './ToastText.tsx';
import { TOAST_EXTENDED_TIMEOUT_MS, TOAST_TIMEOUT_MS, type Toast } from './toast-settings.ts';

// The sanitiser (DOMPurify, about 10 KB) loads with the first HTML toast, not with every page.
const ToastMessage = lazy(() =>
  import('./ToastMessage.tsx').then((module) => ({ default: module.ToastMessage })),
);

/**
 * An HTML toast's words while its sanitiser loads: the text alone, read by the browser's
 * parser into a document that runs nothing and fetches nothing, and shown as text.
 */
function ToastPlainText({ html }: { html: string }) {
  const text = useMemo(
    () => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '',
    [html],
  );
  return <Box component="span">{text}</Box>;
}

interface ToastItemProps {
  toast: Toast;
  onDismiss(id: number): void;
}

/**
 * One toast: closes itself after the timeout with a progress bar running down; hovering
 * holds it open, and leaving gives it the shorter extended timeout (toastr's behaviour,
 * which the spec's settings come from).
 */
export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const [countdown, setCountdown] = useState<{ ms: number; run: number } | null>({
    ms: TOAST_TIMEOUT_MS,
    run: 0,
  });
  const runs = useRef(0);

  useEffect(() => {
    if (!countdown) return;
    const timer = setTimeout(() => onDismiss(toast.id), countdown.ms);
    return () => clearTimeout(timer);
  }, [countdown, onDismiss, toast.id]);

  const hold = () => setCountdown(null);
  const release = () => {
    runs.current += 1;
    setCountdown({ ms: TOAST_EXTENDED_TIMEOUT_MS, run: runs.current });
  };

  return (
    <Alert
      severity={toast.kind}
      variant="filled"
      role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}
      onClose={() => onDismiss(toast.id)}
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
