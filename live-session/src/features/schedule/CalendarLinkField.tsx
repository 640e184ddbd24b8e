import TextField from '@mui/material/TextField';

/** The feed address just made, selected on focus for copying by hand. */
export function CalendarLinkField({ url }: { url: string }) {
  return (
    <TextField
      size="small"
      label="Calendar link"
      value={url}
      slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
      onFocus={(event) => event.target.select()}
    />
  );
}
