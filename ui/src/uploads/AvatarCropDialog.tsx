import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import type { PixelArea } from './crop-image.ts';

interface AvatarCropDialogProps {
  /** The picked image as a data URL. */
  image: string;
  isSaving: boolean;
  /** The square the user chose, in the image's pixels; null if the cropper never measured it. */
  onSave(area: PixelArea | null): void;
  onCancel(): void;
}

/** Choosing the square of an avatar: drag to place it, zoom to size it (react-easy-crop). */
export function AvatarCropDialog({ image, isSaving, onSave, onCancel }: AvatarCropDialogProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  return (
    <Dialog open onClose={isSaving ? undefined : onCancel} fullWidth maxWidth="sm">
      <DialogTitle>Crop your photo</DialogTitle>
      <DialogContent>
        <Box
          sx={{
            position: 'relative',
            width: '100%',
            height: { xs: 280, sm: 360 },
            bgcolor: 'grey.900',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          <Cropper
            image={image}
            crop={crop}
            zoom={zoom}
            aspect={1}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_percentages, pixels) => setArea(pixels)}
          />
        </Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
          <ZoomOutIcon color="action" />
          <Slider
            aria-label="Zoom"
            value={zoom}
            min={1}
            max={3}
            step={0.05}
            onChange={(_event, value) => setZoom(value)}
          />
          <ZoomInIcon color="action" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isSaving}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => onSave(area)}
          disabled={isSaving}
          startIcon={isSaving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Save photo
        </Button>
      </DialogActions>
    </Dialog>
  );
}
