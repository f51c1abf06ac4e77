import { describe, expect, it } from 'vitest';

import {
  centredCrop,
  clampCrop,
  MAX_ZOOM,
  moveCrop,
  sourceSquare,
  zoomCrop,
} from '@/features/account/components/crop-geometry';

const VIEW = 200;
// Landscape: at zoom 1 the height fills the viewport (scale 0.5), the width overhangs 200 px.
const WIDE = { width: 800, height: 400 };

describe('the avatar crop', () => {
  it('starts centred, the shorter side filling the viewport', () => {
    expect(centredCrop(WIDE, VIEW)).toEqual({ zoom: 1, x: -100, y: 0 });
    expect(sourceSquare(centredCrop(WIDE, VIEW), WIDE, VIEW)).toEqual({ x: 200, y: 0, side: 400 });
  });

  it('never leaves part of the viewport uncovered', () => {
    const crop = centredCrop(WIDE, VIEW);
    expect(moveCrop(crop, 500, 30, WIDE, VIEW)).toEqual({ zoom: 1, x: 0, y: 0 });
    expect(moveCrop(crop, -500, -30, WIDE, VIEW)).toEqual({ zoom: 1, x: -200, y: 0 });
    expect(clampCrop({ zoom: 9, x: 50, y: 50 }, WIDE, VIEW)).toEqual({
      zoom: MAX_ZOOM,
      x: 0,
      y: 0,
    });
  });

  it('zooms about the middle of the viewport', () => {
    const zoomed = zoomCrop(centredCrop(WIDE, VIEW), 2, WIDE, VIEW);
    // The image's centre (400, 200) stays in the middle of the viewport.
    expect(zoomed).toEqual({ zoom: 2, x: -300, y: -100 });
    expect(sourceSquare(zoomed, WIDE, VIEW)).toEqual({ x: 300, y: 100, side: 200 });
    // Back out: still covering, still centred.
    expect(zoomCrop(zoomed, 1, WIDE, VIEW)).toEqual({ zoom: 1, x: -100, y: 0 });
  });

  it('keeps the zoom to a thousandth and within 1 and the maximum', () => {
    let crop = centredCrop(WIDE, VIEW);
    crop = zoomCrop(crop, crop.zoom + 0.1, WIDE, VIEW);
    crop = zoomCrop(crop, crop.zoom + 0.1, WIDE, VIEW);
    expect(crop.zoom).toBe(1.2);
    expect(zoomCrop(crop, 0.2, WIDE, VIEW).zoom).toBe(1);
    expect(zoomCrop(crop, 7, WIDE, VIEW).zoom).toBe(MAX_ZOOM);
  });
});
