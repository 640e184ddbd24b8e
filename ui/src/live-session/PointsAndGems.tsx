import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DiamondIcon from '@mui/icons-material/Diamond';
import { GEMS, POINTS_BUTTONS, type Gem } from '@tp/domain';
import { toggleGem } from './attendance-form.ts';

/** Each gem's colour on the buttons (the stone's own colour). */
export const GEM_COLORS: Record<Gem, string> = {
  Ruby: '#c2185b',
  Amber: '#ff8f00',
  Gold: '#c9a227',
  Emerald: '#2e7d32',
  Sapphire: '#1565c0',
  Amethyst: '#7b1fa2',
};

interface PointsAndGemsProps {
  studentName: string;
  points: number;
  stagedPoints: number;
  gems: Gem[];
  disabled: boolean;
  onChange(change: { stagedPoints?: number; gems?: Gem[] }): void;
}

/**
 * The +10 / +50 points buttons and the six gems (brands with points, spec §2). They only stage
 * what the submit adds; "Undo points" takes the staged points back before submitting.
 */
export function PointsAndGems({
  studentName,
  points,
  stagedPoints,
  gems,
  disabled,
  onChange,
}: PointsAndGemsProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      <Typography variant="body2" sx={{ minWidth: 72 }} aria-label={`Points of ${studentName}`}>
        {points + stagedPoints} pts
        {stagedPoints > 0 ? (
          <Typography component="span" variant="caption" color="success.main">
            {' '}
            (+{stagedPoints})
          </Typography>
        ) : null}
      </Typography>
      {POINTS_BUTTONS.map((amount) => (
        <Button
          key={amount}
          size="small"
          variant="outlined"
          disabled={disabled}
          aria-label={`Give ${studentName} ${amount} points`}
          onClick={() => onChange({ stagedPoints: stagedPoints + amount })}
          sx={{ minWidth: 48 }}
        >
          +{amount}
        </Button>
      ))}
      {stagedPoints > 0 ? (
        <Button size="small" disabled={disabled} onClick={() => onChange({ stagedPoints: 0 })}>
          Undo points
        </Button>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
        {GEMS.map((gem) => {
          const isGiven = gems.includes(gem);
          return (
            <Tooltip key={gem} title={gem}>
              <span>
                <IconButton
                  size="small"
                  disabled={disabled}
                  aria-label={`${gem} for ${studentName}`}
                  aria-pressed={isGiven}
                  onClick={() => onChange({ gems: toggleGem(gems, gem) })}
                  sx={{
                    color: GEM_COLORS[gem],
                    opacity: isGiven ? 1 : 0.45,
                    border: 2,
                    borderColor: isGiven ? GEM_COLORS[gem] : 'transparent',
                  }}
                >
                  <Badge color="success" variant="dot" invisible={!isGiven}>
                    <DiamondIcon fontSize="small" />
                  </Badge>
                </IconButton>
              </span>
            </Tooltip>
          );
        })}
      </Box>
    </Box>
  );
}
