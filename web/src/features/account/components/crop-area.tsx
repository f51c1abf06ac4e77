import Box from '@mui/material/Box';
import { type KeyboardEvent, type PointerEvent, type RefObject, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import {
  type Crop,
  moveCrop,
  scaleOf,
  type Size,
  zoomCrop,
} from '@/features/account/components/crop-geometry';

const KEY_STEP = 10;
const ZOOM_STEP = 0.1;
const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-KEY_STEP, 0],
  ArrowRight: [KEY_STEP, 0],
  ArrowUp: [0, -KEY_STEP],
  ArrowDown: [0, KEY_STEP],
};

interface CropAreaProps {
  url: string;
  view: number;
  size: Size | undefined;
  crop: Crop;
  onCrop: (crop: Crop) => void;
  onLoad: (image: HTMLImageElement) => void;
  onError: () => void;
  imageRef: RefObject<HTMLImageElement | null>;
}

/** The square viewport: drag the image (or use the arrow keys), + and - zoom; a circle marks
 * what the round avatar shows. */
export function CropArea({
  url,
  view,
  size,
  crop,
  onCrop,
  onLoad,
  onError,
  imageRef,
}: CropAreaProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const drag = useRef<{ x: number; y: number } | undefined>(undefined);
  const scale = size ? scaleOf(size, view, crop.zoom) : 1;

  const pointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const pointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || !size) return;
    const dx = event.clientX - drag.current.x;
    const dy = event.clientY - drag.current.y;
    drag.current = { x: event.clientX, y: event.clientY };
    onCrop(moveCrop(crop, dx, dy, size, view));
  };
  const pointerUp = () => {
    drag.current = undefined;
  };
  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!size) return;
    const move = MOVES[event.key];
    if (move) onCrop(moveCrop(crop, move[0], move[1], size, view));
    else if (event.key === '+' || event.key === '=') {
      onCrop(zoomCrop(crop, crop.zoom + ZOOM_STEP, size, view));
    } else if (event.key === '-') onCrop(zoomCrop(crop, crop.zoom - ZOOM_STEP, size, view));
    else return;
    event.preventDefault();
  };

  return (
    <>
      <Box
        role="group"
        tabIndex={0}
        aria-label={t('account.crop.area')}
        aria-describedby={hintId}
        onPointerDown={pointerDown}
        onPointerMove={pointerMove}
        onPointerUp={pointerUp}
        onPointerCancel={pointerUp}
        onKeyDown={keyDown}
        data-testid="crop-area"
        sx={{
          position: 'relative',
          width: view,
          height: view,
          // Stack resets its children's margins: centred by alignment instead.
          alignSelf: 'center',
          flex: 'none',
          overflow: 'hidden',
          borderRadius: 1,
          bgcolor: 'grey.900',
          cursor: 'grab',
          touchAction: 'none',
          userSelect: 'none',
          '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <img
          ref={imageRef}
          src={url}
          alt=""
          draggable={false}
          onLoad={(event) => {
            onLoad(event.currentTarget);
          }}
          onError={onError}
          style={{
            position: 'absolute',
            left: crop.x,
            top: crop.y,
            width: size ? size.width * scale : undefined,
            height: size ? size.height * scale : undefined,
            maxWidth: 'none',
            visibility: size ? 'visible' : 'hidden',
            pointerEvents: 'none',
          }}
        />
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            borderRadius: '50%',
            boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.45)',
            border: '2px solid rgba(255, 255, 255, 0.8)',
            pointerEvents: 'none',
          }}
        />
      </Box>
      <Box id={hintId} sx={{ mt: 1, typography: 'body2', color: 'text.secondary' }}>
        {t('account.crop.instructions')}
      </Box>
    </>
  );
}
