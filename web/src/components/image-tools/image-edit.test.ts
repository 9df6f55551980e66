import { messages } from '@kairos/core';
import { describe, expect, it } from 'vitest';
import { editedSize, initialEdit, isUnchanged, overlayError, textPlacement, turned } from './image-edit';

describe('the image editor rules', () => {
  it.each([
    [0, { width: 800, height: 600 }],
    [90, { width: 600, height: 800 }],
    [180, { width: 800, height: 600 }],
    [270, { width: 600, height: 800 }],
  ] as const)('a picture turned %i degrees is %o', (rotation, size) => {
    expect(editedSize(800, 600, rotation)).toEqual(size);
  });

  it('turns by quarter turns both ways, wrapping around', () => {
    expect(turned(initialEdit, 90).rotation).toBe(90);
    expect(turned(initialEdit, -90).rotation).toBe(270);
    expect(turned(turned(turned(turned(initialEdit, 90), 90), 90), 90).rotation).toBe(0);
  });

  it.each([
    ['', null],
    ['a'.repeat(26), null],
    ['a'.repeat(27), messages.callToAction.imageTextTooLong],
    ['😀'.repeat(26), null],
  ])('text %j on the picture: %s', (text, error) => {
    expect(overlayError(text)).toBe(error);
  });

  it('places the text inside the picture, top, centre or bottom', () => {
    const size = { width: 1000, height: 500 };
    const top = textPlacement(size, { ...initialEdit, textPosition: 'top' });
    const bottom = textPlacement(size, { ...initialEdit, textPosition: 'bottom' });
    expect(top.fontSize).toBe(40);
    expect(top.y).toBeGreaterThan(top.fontSize);
    expect(bottom.y).toBeLessThan(size.height);
    expect(textPlacement(size, { ...initialEdit, textPosition: 'center' }).y).toBeCloseTo(263.3, 1);
  });

  it('knows an untouched edit', () => {
    expect(isUnchanged(initialEdit)).toBe(true);
    expect(isUnchanged({ ...initialEdit, text: '  ' })).toBe(true);
    expect(isUnchanged({ ...initialEdit, flipX: true })).toBe(false);
    expect(isUnchanged({ ...initialEdit, brightness: 110 })).toBe(false);
  });
});
