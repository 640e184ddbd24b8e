import { useId } from 'react';
import Box from '@mui/material/Box';

interface ChildSwitcherProps {
  students: readonly { id: number; firstName: string; lastName: string }[];
  /** The child on screen; none while the address names a student not on the account. */
  currentId: number | undefined;
  onChange(studentId: number): void;
}

/**
 * The parent's choice of child, in the planner's app bar: the browser's own select (the phone's
 * native picker), drawn as a small white filled field with its label inside. Not MUI's Select,
 * whose input, menu and modal were a tenth of the planner's first load.
 */
export function ChildSwitcher({ students, currentId, onChange }: ChildSwitcherProps) {
  const id = useId();
  return (
    <Box
      sx={{
        position: 'relative',
        minWidth: { xs: 120, sm: 160 },
        maxWidth: { xs: 150, sm: 240 },
        flexShrink: 0,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: 1,
      }}
    >
      <Box
        component="label"
        htmlFor={id}
        sx={{
          position: 'absolute',
          top: 4,
          left: 12,
          typography: 'caption',
          lineHeight: 1.2,
          color: 'text.secondary',
          pointerEvents: 'none',
        }}
      >
        Child
      </Box>
      <Box
        component="select"
        id={id}
        value={currentId === undefined ? '' : String(currentId)}
        onChange={(event) => onChange(Number((event.target as HTMLSelectElement).value))}
        sx={{
          display: 'block',
          width: '100%',
          typography: 'body1',
          color: 'inherit',
          bgcolor: 'transparent',
          border: 0,
          borderRadius: 1,
          pt: 2.5,
          pb: 0.75,
          pl: 1.5,
          pr: 1,
          textOverflow: 'ellipsis',
          cursor: 'pointer',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' },
        }}
      >
        {currentId === undefined ? <option value="" disabled /> : null}
        {students.map((student) => (
          <option key={student.id} value={String(student.id)}>
            {student.firstName} {student.lastName}
          </option>
        ))}
      </Box>
    </Box>
  );
}
