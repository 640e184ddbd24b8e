import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#2f4b9a' },
    secondary: { main: '#0f8b8d' },
  },
  shape: { borderRadius: 8 },
});
