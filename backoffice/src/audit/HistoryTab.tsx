import { Box, Divider, Typography } from '@mui/material';
import { TabbedShowLayout, type TabProps } from 'react-admin';
import { RecordHistory, useCanReadHistory } from './RecordHistory.tsx';

/**
 * The History tab of a tabbed show page, for admins (who alone may read the trail). It passes
 * the props TabbedShowLayout gives its tabs on to react-admin's Tab.
 */
export function HistoryTab(props: Omit<TabProps, 'label' | 'children'>) {
  const mayRead = useCanReadHistory();
  if (!mayRead) return null;
  return (
    <TabbedShowLayout.Tab label="History" path="history" {...props}>
      <RecordHistory />
    </TabbedShowLayout.Tab>
  );
}

/**
 * The same history as the last section of a page without tabs (a simple show, an edit form,
 * inside its card), for admins. `title` names it where the page has a history of its own.
 */
export function HistorySection({
  resource,
  title = 'History',
}: {
  resource?: string;
  title?: string;
}) {
  const mayRead = useCanReadHistory();
  if (!mayRead) return null;
  return (
    <Box component="section" aria-label={title} sx={{ width: '100%' }}>
      <Divider />
      <Box sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <RecordHistory resource={resource} />
      </Box>
    </Box>
  );
}
