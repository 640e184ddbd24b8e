import { Navigate, useLocation } from 'react-router';
import Typography from '@mui/material/Typography';
import {
  NO_STUDENTS_OR_COURSES_MESSAGE,
  dashboardTab,
  useDashboardLists,
} from './dashboard-context.ts';

/** `/tutor/dashboard`: on to the students or the courses tab, or the message when none. */
export function DashboardRedirect() {
  const tab = dashboardTab(useDashboardLists());
  // The query stays (the spoof marker).
  const { search } = useLocation();
  if (tab) return <Navigate to={{ pathname: tab, search }} replace />;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
      {NO_STUDENTS_OR_COURSES_MESSAGE}
    </Typography>
  );
}
