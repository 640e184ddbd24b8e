import Typography from '@mui/material/Typography';

/** Placeholder until this tab is built. */
export function ContactTab() {
  return <Typography color="text.secondary">This page is coming soon.</Typography>;
}
