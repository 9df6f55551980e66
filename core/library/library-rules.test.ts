import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  categoryCountLabel,
  categoryNameError,
  categoryTitleLabel,
  isCategoryNameUnchanged,
} from '../categories/category-name';
import { libraryPostErrors, normalizeLibraryPost, toggleLibraryCategory } from './library-post-rules';
import { libraryPostBodySchema } from './library-post-schema';

const video = {
  url: 'https://cdn.example.com/tour.mp4',
  duration: 12,
  videoWidth: 1280,
  videoHeight: 720,
  size: 2048,
};
const libraryPost = (input: object) =>
  libraryPostBodySchema.parse({ message: 'Hello', categories: ['c1'], ...input });

// Spec section 5: "In the Add to Library modal categories are required unless draft ...; content is
// required in the message or any variation."
describe('libraryPostErrors', () => {
  it.each([
    ['a post with a category', {}, []],
    ['no category', { categories: [] }, [messages.library.categoriesRequired]],
    ['a draft with no category', { categories: [], draft: true }, []],
    ['no content at all', { message: ' ' }, [messages.composer.messageRequired]],
    [
      'content in a variation only',
      { message: '', variations: [{ socialMedia: 'twitter', message: 'Hi' }] },
      [],
    ],
    ['a CTA without its URL', { callToAction: { actionType: 'BOOK' } }, [messages.callToAction.urlRequired]],
    ['a video alone', { video }, []],
    [
      'a video with a picture',
      { video, images: ['https://cdn.example.com/a.jpg'] },
      [messages.media.tooManyFiles],
    ],
    [
      'a GIF with a picture',
      { images: ['https://cdn.example.com/a.gif', 'https://cdn.example.com/b.jpg'] },
      [messages.media.tooManyFiles],
    ],
    [
      'eleven pictures',
      { images: Array.from({ length: 11 }, (_, n) => `https://cdn.example.com/${n}.jpg`) },
      [messages.media.tooManyFiles],
    ],
  ])('%s', (_case, input, errors) => {
    expect(libraryPostErrors(libraryPost(input))).toEqual(errors);
  });
});

describe('normalizeLibraryPost', () => {
  it('drops empty variations and falsy images', () => {
    const saved = normalizeLibraryPost(
      libraryPost({
        variations: [
          { socialMedia: 'twitter', message: 'Short' },
          { socialMedia: 'linkedin', message: '  ' },
        ],
        images: ['https://cdn.example.com/a.jpg', null, ''],
      }),
    );
    expect(saved.variations).toEqual([{ socialMedia: 'twitter', message: 'Short' }]);
    expect(saved.images).toEqual(['https://cdn.example.com/a.jpg']);
  });

  it('saves a draft as draft, not pending, not rejected', () => {
    expect(normalizeLibraryPost(libraryPost({ draft: true }))).toMatchObject({
      draft: true,
      pending: false,
      rejected: false,
    });
  });
});

describe('toggleLibraryCategory', () => {
  it.each([
    [[], 'a', ['a']],
    [['a'], 'b', ['b']],
    [['a'], 'a', []],
  ])('%j then %s gives %j', (selected, id, result) => {
    expect(toggleLibraryCategory(selected, id)).toEqual(result);
  });
});

// "Category name: trimmed; empty 'Please, provide name of your category'; 50 or more characters
// 'Maximum 50 characters exceeded'; case-insensitive duplicate 'Category with this name already exists'."
describe('categoryNameError', () => {
  const existing = [{ _id: 'c1', title: 'Recipes' }];
  it.each([
    ['a new name', 'Travel', null, null],
    ['blank', '   ', null, messages.categories.nameRequired],
    ['49 characters', 'x'.repeat(49), null, null],
    ['50 characters', 'x'.repeat(50), null, messages.categories.nameTooLong],
    ['49 characters with spaces around', `  ${'x'.repeat(49)}  `, null, null],
    ['a duplicate in another case', ' recipes ', null, messages.categories.duplicate],
    ['its own name when editing', 'RECIPES', 'c1', null],
  ])('%s', (_case, name, editingId, error) => {
    expect(categoryNameError(name, existing, editingId)).toBe(error);
  });

  it('treats an unchanged name as unchanged', () => {
    expect(isCategoryNameUnchanged(' Recipes ', 'Recipes')).toBe(true);
    expect(isCategoryNameUnchanged('Recipe', 'Recipes')).toBe(false);
  });

  it.each([
    ['Short', 'Short'],
    ['A category title that is long', 'A category title tha'],
  ])('shows %j as %j', (title, label) => {
    expect(categoryTitleLabel(title)).toBe(label);
  });

  it.each([
    [999, '999'],
    [1000, '999+'],
  ])('shows a count of %i as %s', (count, label) => {
    expect(categoryCountLabel(count)).toBe(label);
  });
});
