import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { timeZoneFooter } from '@tp/domain';

/** Where the footer's links lead until the product has its own pages for them. */
export const FEEDBACK_URL = 'mailto:feedback@demo.test?subject=Feedback';
export const REPORT_ISSUE_URL = 'mailto:support@demo.test?subject=Issue%20report';

interface AppFooterProps {
  /** The zone the screen's times are shown in (the user's, else the browser's). */
  timeZone: string;
  feedbackUrl?: string;
  reportIssueUrl?: string;
}

/** The shell footer (spec: scheduling §2): the time zone line, feedback and report-an-issue links. */
export function AppFooter({
  timeZone,
  feedbackUrl = FEEDBACK_URL,
  reportIssueUrl = REPORT_ISSUE_URL,
}: AppFooterProps) {
  return (
    <Box
      component="footer"
      sx={{ py: 2, px: { xs: 2, sm: 3 }, borderTop: 1, borderColor: 'divider', mt: 'auto' }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 3 }}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="text.secondary">
          {timeZoneFooter(timeZone)}
        </Typography>
        <Stack direction="row" spacing={3}>
          <Link href={feedbackUrl} variant="body2">
            Feedback
          </Link>
          <Link href={reportIssueUrl} variant="body2">
            Report an issue
          </Link>
        </Stack>
      </Stack>
    </Box>
  );
}
