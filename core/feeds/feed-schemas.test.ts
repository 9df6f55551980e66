import { describe, expect, it } from 'vitest';
import { captionFromFileName } from './feed-schemas';

// Bulk images: 'each becoming a library post (image + optional caption from the file name)'.
describe('captions from file names', () => {
  it.each([
    ['sunset-over-the-bay.jpg', 'sunset over the bay'],
    ['Market_Day 2.PNG', 'Market Day 2'],
    ['IMG_1234.JPG', ''],
    ['DSC01234.jpeg', ''],
    ['20240101_123000.jpg', ''],
    ['C:\\photos\\spring flowers.webp', 'spring flowers'],
  ])('%s gives %j', (name, caption) => {
    expect(captionFromFileName(name)).toBe(caption);
  });
});
