import Box from '@mui/material/Box';

// Apart from ToastMessage: its sanitiser (DOMPurify) would otherwise come with every plain-text
// toast, e.g. into the back-office's first load.
/** A toast's message as text: whatever it holds, a name with a link included, reads as typed. */
export function ToastText({ text }: { text: string }) {
  return (
    <Box component="span" data-testid="toast-message">
      {text}
    </Box>
  );
}
