import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ClearIcon from '@mui/icons-material/Clear';
import { ALLOTMENT_SQUARE_MINUTES } from '@tp/domain';
import { minutesForSquare, type AllotmentEntry } from './allotment-form.ts';

interface AllotmentSquaresProps {
  entry: AllotmentEntry;
  squares: number;
  disabled: boolean;
  onChange(minutes: number): void;
}

/** One subject's row: its name, a square per 10 minutes, its minutes and a clear control. */
export function AllotmentSquares({ entry, squares, disabled, onChange }: AllotmentSquaresProps) {
  const filled = entry.minutes / ALLOTMENT_SQUARE_MINUTES;
  return (
    <Box
      component="li"
      aria-label={entry.name}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 160px', minWidth: 140 }}>
        <Typography sx={{ fontWeight: 500 }}>{entry.name}</Typography>
        {entry.categoryName ? (
          <Typography variant="caption" color="text.secondary">
            {entry.categoryName}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, flex: '3 1 220px' }}>
        {Array.from({ length: squares }, (_, index) => {
          const square = index + 1;
          const isFilled = square <= filled;
          return (
            <ButtonBase
              key={square}
              disabled={disabled}
              aria-label={`${entry.name}: ${square * ALLOTMENT_SQUARE_MINUTES} minutes`}
              aria-pressed={isFilled}
              onClick={() => onChange(minutesForSquare(entry.minutes, square))}
              sx={{
                width: 28,
                height: 28,
                borderRadius: 0.5,
                border: 1,
                borderColor: isFilled ? 'primary.main' : 'grey.400',
                bgcolor: isFilled ? 'primary.main' : 'background.paper',
                '&:hover': { borderColor: 'primary.dark' },
                '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.dark' },
              }}
            />
          );
        })}
      </Box>
      <Typography variant="body2" sx={{ minWidth: 64, textAlign: 'right' }}>
        {entry.minutes} min
      </Typography>
      <IconButton
        size="small"
        aria-label={`Clear ${entry.name}`}
        disabled={disabled || entry.minutes === 0}
        onClick={() => onChange(0)}
      >
        <ClearIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
