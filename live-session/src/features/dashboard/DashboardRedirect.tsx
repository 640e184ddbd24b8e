import { Navigate, useLocation, useNavigation } from 'react-router';
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
  // The user may have left already (a menu clicked while the lists loaded, the next page's
  // code on its way): going on to a tab then would take them back here.
  const leaving = useNavigation().state !== 'idle';
  if (tab) return leaving ? null : <Navigate to={{ pathname: tab, search }} replace />;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
      {NO_STUDENTS_OR_COURSES_MESSAGE}
    </Typography>
  );
}
