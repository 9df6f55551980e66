import { describe, expect, it } from 'vitest';
import { cropFrame, cropPresets, initialCrop, outputSize, rotate, sourceRect, stepZoom } from './crop-math';

const landscape = { width: 1000, height: 500 };

describe('the crop dialog', () => {
  it('offers the spec presets Post 1:1, Landscape 1.91:1, Portrait 4:5, Portrait (horizontal) 5:4, Story 9:16', () => {
    expect(cropPresets.map((preset) => `${preset.label} ${preset.ratioLabel}`)).toEqual([
      'Post 1:1',
      'Landscape 1.91:1',
      'Portrait 4:5',
      'Portrait (horizontal) 5:4',
      'Story 9:16',
    ]);
  });

  it('zooms in steps of 0.1 and never below 0.3', () => {
    expect(stepZoom(1, 1)).toBe(1.1);
    expect(stepZoom(0.4, -1)).toBe(0.3);
    expect(stepZoom(0.3, -1)).toBe(0.3);
    expect(stepZoom(0.1 + 0.2, 1)).toBe(0.4);
  });

  it('rotates by 90 degrees and comes back after four turns', () => {
    expect([rotate(0), rotate(90), rotate(180), rotate(270)]).toEqual([90, 180, 270, 0]);
  });

  it.each([
    [1, { width: 500, height: 500 }],
    [1.91, { width: 955, height: 500 }],
    [9 / 16, { width: 281.25, height: 500 }],
  ])('fits the largest %f box in a 1000x500 picture', (ratio, frame) => {
    expect(cropFrame(landscape, 0, ratio)).toEqual(frame);
  });

  it('swaps the sides of the picture on a quarter turn', () => {
    expect(cropFrame(landscape, 90, 9 / 16)).toEqual({ width: 500, height: 500 / (9 / 16) });
  });

  it('takes the centre at zoom 1 and a smaller part at zoom 2, moved by the offset', () => {
    expect(sourceRect(landscape, initialCrop)).toEqual({ x: 250, y: 0, width: 500, height: 500 });
    const zoomed = sourceRect(landscape, { ...initialCrop, zoom: 2, offset: { x: 100, y: -50 } });
    expect(zoomed).toEqual({ x: 475, y: 75, width: 250, height: 250 });
  });

  it('keeps the output under 2048 pixels on its long side', () => {
    expect(outputSize({ width: 4000, height: 3000 }, { ...initialCrop, ratio: 1.91 })).toEqual({
      width: 2048,
      height: 1072,
    });
  });
});
