import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DiamondIcon from '@mui/icons-material/Diamond';
import { GEMS, type CheckInStudent } from '@tp/domain';
import { GEM_COLORS } from './gem-colors.ts';

interface CheckInStudentCardProps {
  student: CheckInStudent;
  position: number;
  /** The student a live update just changed: the card lights up. */
  isChanged: boolean;
}

const POINTS = new Intl.NumberFormat('en-US');

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** "80 points to Gold", or the top level reached. */
function nextLevelLine(student: CheckInStudent): string {
  const next = student.level?.nextLevel;
  if (!student.level) return 'No level yet';
  if (!next) return 'Top level reached';
  const missing = Math.max(0, next.pointThreshold - student.points);
  return `${POINTS.format(missing)} points to ${next.rank}`;
}

/**
 * One student on the classroom screen: place, name, points, level and rank, the progress bar
 * to the next level and the gems, sized to be read from the back of a room.
 */
export function CheckInStudentCard({ student, position, isChanged }: CheckInStudentCardProps) {
  const progress = Math.min(100, Math.max(0, student.level?.progress ?? 0));
  return (
    <Box
      component="li"
      aria-label={student.fullName}
      data-changed={isChanged || undefined}
      sx={{
        listStyle: 'none',
        display: 'grid',
        gap: 1.5,
        p: { xs: 2, md: 2.5 },
        borderRadius: 4,
        bgcolor: 'rgba(255,255,255,0.08)',
        border: '2px solid',
        borderColor: isChanged ? '#ffd54f' : 'rgba(255,255,255,0.12)',
        boxShadow: isChanged ? '0 0 32px rgba(255,213,79,0.55)' : 'none',
        transition: 'box-shadow 600ms ease, border-color 600ms ease',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1.5, md: 2.5 } }}>
        <Typography
          aria-label={`Place ${position}`}
          sx={{
            fontSize: { xs: '1.75rem', md: '2.5rem' },
            fontWeight: 800,
            color: position === 1 ? '#ffd54f' : 'rgba(255,255,255,0.7)',
            minWidth: { xs: 40, md: 72 },
          }}
        >
          #{position}
        </Typography>
        <Avatar
          src={student.avatarUrl ?? undefined}
          alt=""
          sx={{
            display: { xs: 'none', sm: 'flex' },
            width: { xs: 56, md: 80 },
            height: { xs: 56, md: 80 },
            fontSize: { xs: '1.4rem', md: '2rem' },
            bgcolor: '#3949ab',
          }}
        >
          {initials(student.fullName)}
        </Avatar>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography
            sx={{
              fontSize: { xs: '1.5rem', md: '2.25rem' },
              fontWeight: 700,
              lineHeight: 1.15,
              // Breaks only a name longer than the line, never a name that fits a line.
              overflowWrap: 'break-word',
            }}
          >
            {student.fullName}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.1rem', md: '1.5rem' }, color: '#9fa8da' }}>
            {student.level
              ? `Level ${student.level.sequence} · ${student.level.rank}`
              : 'No level yet'}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right' }}>
          <Typography
            data-testid="student-points"
            sx={{
              fontSize: { xs: '1.9rem', md: '3.5rem' },
              fontWeight: 800,
              lineHeight: 1,
              color: '#ffd54f',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {POINTS.format(student.points)}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1rem', md: '1.25rem' }, color: '#c5cae9' }}>
            points
          </Typography>
        </Box>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 3,
          rowGap: 1.5,
        }}
      >
        <Box sx={{ flex: '1 1 280px' }}>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={`${student.fullName}: ${Math.round(progress)}% to the next level`}
            sx={{
              height: { xs: 14, md: 20 },
              borderRadius: 10,
              bgcolor: 'rgba(255,255,255,0.15)',
              '& .MuiLinearProgress-bar': {
                borderRadius: 10,
                background: 'linear-gradient(90deg, #4d8dff, #2ee59d)',
              },
            }}
          />
          <Typography sx={{ mt: 0.75, fontSize: { xs: '1rem', md: '1.3rem' }, color: '#c5cae9' }}>
            {nextLevelLine(student)}
          </Typography>
        </Box>
        <Box
          component="ul"
          aria-label={`${student.fullName}'s gems`}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 0.5, md: 1.25 }, m: 0, p: 0 }}
        >
          {GEMS.map((gem) => (
            <Box
              component="li"
              key={gem}
              aria-label={`${gem}: ${student.gems[gem] ?? 0}`}
              sx={{
                listStyle: 'none',
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                px: { xs: 0.6, md: 1.25 },
                py: 0.5,
                borderRadius: 6,
                bgcolor: 'rgba(0,0,0,0.25)',
                opacity: (student.gems[gem] ?? 0) > 0 ? 1 : 0.35,
              }}
            >
              <DiamondIcon
                titleAccess={gem}
                sx={{ color: GEM_COLORS[gem], fontSize: { xs: '1.3rem', md: '2rem' } }}
              />
              <Typography sx={{ fontSize: { xs: '1.1rem', md: '1.6rem' }, fontWeight: 700 }}>
                {student.gems[gem] ?? 0}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
