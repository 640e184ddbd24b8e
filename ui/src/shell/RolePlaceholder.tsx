import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface RolePlaceholderProps {
  /** The app's name as users know it: "Student planner", "Parent planner". */
  appName: string;
  userName?: string;
  onSignOut(): void;
}

/** A plain page for a role whose screens are not built yet, so signing in never lands on a broken page. */
export function RolePlaceholder({ appName, userName, onSignOut }: RolePlaceholderProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <Typography variant="h4" component="h1">
        {appName} is not available yet
      </Typography>
      <Typography color="text.secondary">
        {userName ? `${userName}, you` : 'You'} are signed in. This part of the platform is still
        being built; please check back soon.
      </Typography>
      <Button variant="contained" onClick={onSignOut}>
        Sign out
      </Button>
    </Box>
  );
}
