// The square crop of the avatar dialog: an image shown in a square viewport of `view` pixels,
// always covering it, zoomed from 'just covers' (zoom 1) to MAX_ZOOM times that.

export const MAX_ZOOM = 3;

export interface Size {
  width: number;
  height: number;
}

/** `x`, `y`: where the image's top-left corner sits in the viewport (≤ 0), in pixels. */
export interface Crop {
  zoom: number;
  x: number;
  y: number;
}

export interface SourceSquare {
  x: number;
  y: number;
  side: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Screen pixels per image pixel at `zoom`: at zoom 1 the shorter side fills the viewport. */
export function scaleOf(size: Size, view: number, zoom: number): number {
  return (view / Math.min(size.width, size.height)) * zoom;
}

/** `crop` moved back so the image covers the whole viewport, its zoom within bounds. */
export function clampCrop(crop: Crop, size: Size, view: number): Crop {
  const zoom = clamp(crop.zoom, 1, MAX_ZOOM);
  const scale = scaleOf(size, view, zoom);
  return {
    zoom,
    x: clamp(crop.x, view - size.width * scale, 0),
    y: clamp(crop.y, view - size.height * scale, 0),
  };
}

/** Zoom 1, the image centred. */
export function centredCrop(size: Size, view: number): Crop {
  const scale = scaleOf(size, view, 1);
  return { zoom: 1, x: (view - size.width * scale) / 2, y: (view - size.height * scale) / 2 };
}

/** The image moved by (`dx`, `dy`) screen pixels, within bounds. */
export function moveCrop(crop: Crop, dx: number, dy: number, size: Size, view: number): Crop {
  return clampCrop({ ...crop, x: crop.x + dx, y: crop.y + dy }, size, view);
}

/** A new zoom about the viewport's centre: what is in the middle stays there. */
export function zoomCrop(crop: Crop, zoom: number, size: Size, view: number): Crop {
  const before = scaleOf(size, view, crop.zoom);
  // Kept to a thousandth: steps of 0.1 would otherwise drift (1.2000000000000002).
  const next = Math.round(clamp(zoom, 1, MAX_ZOOM) * 1000) / 1000;
  const after = scaleOf(size, view, next);
  const middle = view / 2;
  const imageX = (middle - crop.x) / before;
  const imageY = (middle - crop.y) / before;
  return clampCrop(
    { zoom: next, x: middle - imageX * after, y: middle - imageY * after },
    size,
    view,
  );
}

/** The square of the image (in its own pixels) the viewport shows. */
export function sourceSquare(crop: Crop, size: Size, view: number): SourceSquare {
  const scale = scaleOf(size, view, crop.zoom);
  return { x: (0 - crop.x) / scale, y: (0 - crop.y) / scale, side: view / scale };
}

/** The shown square drawn at `output` × `output` pixels, as a JPEG (on white: no alpha). */
export function cropToBlob(
  image: CanvasImageSource,
  square: SourceSquare,
  output: number,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = output;
  canvas.height = output;
  const context = canvas.getContext('2d');
  if (context === null) return Promise.reject(new Error('no 2D canvas'));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, output, output);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, square.x, square.y, square.side, square.side, 0, 0, output, output);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        if (blob) resolve(blob);
        else reject(new Error('the canvas gave no image'));
      },
      'image/jpeg',
      0.9,
    );
  });
}
