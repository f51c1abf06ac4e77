import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CropArea } from '@/features/account/components/crop-area';
import {
  centredCrop,
  type Crop,
  cropToBlob,
  MAX_ZOOM,
  type Size,
  sourceSquare,
  zoomCrop,
} from '@/features/account/components/crop-geometry';
import { useObjectUrl } from '@/lib/files';

// Specification §9: dialogs are 420 px wide; the viewport fits inside with its padding.
const DIALOG_WIDTH = 420;
const VIEW = 280;
/** The stored avatar's side in pixels. */
export const AVATAR_SIDE = 256;

interface AvatarCropDialogProps {
  file: File;
  onCancel: () => void;
  /** The square as a JPEG; the dialog stays open (saving) until the caller closes it. */
  onCrop: (image: Blob) => void;
  saving: boolean;
  failure: string | undefined;
}

/** A square crop of the chosen image: drag to place it, zoom with the slider or + and -. */
export function AvatarCropDialog({
  file,
  onCancel,
  onCrop,
  saving,
  failure,
}: AvatarCropDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const zoomId = useId();
  const url = useObjectUrl(file);
  const image = useRef<HTMLImageElement>(null);
  const [size, setSize] = useState<Size>();
  const [crop, setCrop] = useState<Crop>({ zoom: 1, x: 0, y: 0 });
  const [unreadable, setUnreadable] = useState(false);
  const [cropping, setCropping] = useState(false);

  const confirm = async () => {
    if (!size || !image.current) return;
    setCropping(true);
    try {
      onCrop(await cropToBlob(image.current, sourceSquare(crop, size, VIEW), AVATAR_SIDE));
    } catch {
      setUnreadable(true);
    } finally {
      setCropping(false);
    }
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onCancel}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH } } }}
    >
      <DialogTitle id={titleId}>{t('account.crop.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {(failure ?? unreadable) && (
            <Alert severity="error" role="alert">
              {failure ?? t('account.crop.unreadable')}
            </Alert>
          )}
          {url && !unreadable && (
            <CropArea
              url={url}
              view={VIEW}
              size={size}
              crop={crop}
              onCrop={setCrop}
              imageRef={image}
              onLoad={(loaded) => {
                const natural = { width: loaded.naturalWidth, height: loaded.naturalHeight };
                setSize(natural);
                setCrop(centredCrop(natural, VIEW));
              }}
              onError={() => {
                setUnreadable(true);
              }}
            />
          )}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography id={zoomId} variant="body2" sx={{ flex: 'none' }}>
              {t('account.crop.zoom')}
            </Typography>
            <Slider
              value={crop.zoom}
              min={1}
              max={MAX_ZOOM}
              step={0.05}
              disabled={!size || saving}
              aria-labelledby={zoomId}
              getAriaValueText={(value) => `${String(Math.round(value * 100))}%`}
              onChange={(_, value) => {
                if (size) setCrop((current) => zoomCrop(current, value, size, VIEW));
              }}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={saving}>
          {t('feedback.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!size || unreadable || saving || cropping}
          onClick={() => void confirm()}
        >
          {t('account.crop.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
