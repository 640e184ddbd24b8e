import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

interface ReturnToScheduleButtonProps {
  /** "Relaunch Zoom" for Zoom meetings, "Relaunch video" for the Jitsi default. */
  relaunchLabel: string;
  canRelaunch: boolean;
  onRelaunch(): void;
}

/** Spec §2: Return to Schedule, with a dropdown to relaunch the meeting. */
export function ReturnToScheduleButton({
  relaunchLabel,
  canRelaunch,
  onRelaunch,
}: ReturnToScheduleButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isOpen = anchor !== null;
  const close = () => setAnchor(null);
  return (
    <>
      <ButtonGroup variant="outlined">
        <Button component={RouterLink} to="/tutor/schedule">
          Return to Schedule
        </Button>
        <Button
          size="small"
          aria-label="More session actions"
          aria-haspopup="menu"
          aria-expanded={isOpen}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Menu anchorEl={anchor} open={isOpen} onClose={close}>
        <MenuItem
          disabled={!canRelaunch}
          onClick={() => {
            close();
            onRelaunch();
          }}
        >
          {relaunchLabel}
        </MenuItem>
      </Menu>
    </>
  );
}
