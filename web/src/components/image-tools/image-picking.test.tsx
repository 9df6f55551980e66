import { type MediaView, messages } from '@kairos/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render';
import { ImagesFromUrlDialog } from './images-from-url-dialog';
import { SuggestedImagesDialog } from './suggested-images-dialog';

const calendarId = '7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d';
const page = 'https://shop.example.com/spring';
const pictures = ['a', 'b', 'c'].map((name) => `https://cdn.example.com/${name}.jpg`);
const stored = (id: string): MediaView => ({
  _id: id,
  url: `https://kairos.test/api/media/files/${id}`,
  thumbnailUrl: null,
  mimeType: 'image/jpeg',
  size: 1000,
  width: 10,
  height: 10,
  duration: null,
  is4K: false,
});

describe('Get Images From URL', () => {
  it("shows the page's images, refuses more than the maximum, and stores the picked ones", async () => {
    const api = mockApi({
      [`GET /api/get-images-by-url?url=${encodeURIComponent(page)}`]: () => ({ body: { images: pictures } }),
      'POST /api/media/import': () => ({ body: { media: [stored('00000000-0000-4000-8000-000000000001')] } }),
    });
    const onAdd = vi.fn();
    renderWithProviders(
      <ImagesFromUrlDialog calendarId={calendarId} max={1} onCancel={() => {}} onAdd={onAdd} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Get Images From URL' });
    await userEvent.type(within(dialog).getByLabelText('Page URL'), `${page}{Enter}`);
    const choices = await within(dialog).findAllByRole('button', { name: 'Pick this image' });
    expect(choices).toHaveLength(3);
    await userEvent.click(choices[0]!);
    await userEvent.click(choices[1]!);
    expect(within(dialog).getByText(messages.imagesFromUrl.tooManySelected(1))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ADD' })).toBeDisabled();
    await userEvent.click(choices[1]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'ADD' }));
    expect(api.calls.at(-1)?.body).toEqual({ calendarId, images: [{ url: pictures[0] }] });
    expect(onAdd).toHaveBeenCalledWith([stored('00000000-0000-4000-8000-000000000001')]);
  });

  it("says what is wrong with the link, in the spec's words", async () => {
    mockApi({
      [`GET /api/get-images-by-url?url=${encodeURIComponent(page)}`]: () => ({
        status: 422,
        body: errorBody('VALIDATION_FAILED', messages.imagesFromUrl.noImages),
      }),
    });
    renderWithProviders(<ImagesFromUrlDialog calendarId={calendarId} onCancel={() => {}} onAdd={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Get Images From URL' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get Images' }));
    expect(within(dialog).getByText(messages.imagesFromUrl.urlRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Page URL'), `${page}{Enter}`);
    expect(await within(dialog).findByText(messages.imagesFromUrl.noImages)).toBeInTheDocument();
  });
});

describe('Select Suggested Images', () => {
  it('searches on Enter, attaches own images as they are and stores stock photos with their credit', async () => {
    const own = stored('00000000-0000-4000-8000-000000000002');
    const unsplash = {
      url: 'https://images.example.com/coffee.jpg',
      thumbnailUrl: 'https://images.example.com/coffee-small.jpg',
      width: 640,
      height: 480,
      description: 'coffee cup',
      media: null,
      attribution: {
        provider: 'unsplash',
        author: 'Ada',
        authorUrl: null,
        sourceUrl: null,
        license: 'Unsplash License',
      },
    };
    const api = mockApi({
      'POST /api/image-suggestions': () => ({
        body: {
          images: [
            {
              ...unsplash,
              url: own.url,
              thumbnailUrl: own.url,
              media: own,
              attribution: null,
              description: '',
            },
            unsplash,
          ],
          nextPage: null,
        },
      }),
      'POST /api/media/import': () => ({ body: { media: [stored('00000000-0000-4000-8000-000000000003')] } }),
    });
    const onAdd = vi.fn();
    renderWithProviders(<SuggestedImagesDialog calendarId={calendarId} onCancel={() => {}} onAdd={onAdd} />);
    const dialog = await screen.findByRole('dialog', { name: 'Select Suggested Images' });
    await userEvent.type(within(dialog).getByLabelText('Search images'), 'coffee{Enter}');
    expect(api.calls[0]?.body).toEqual({ calendarId, query: 'coffee', page: 1 });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pick this image' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ada · unsplash' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'ADD' }));
    expect(api.calls.at(-1)?.body).toEqual({
      calendarId,
      images: [{ url: unsplash.url, attribution: unsplash.attribution, tags: ['coffee'] }],
    });
    expect(onAdd).toHaveBeenCalledWith([own, stored('00000000-0000-4000-8000-000000000003')]);
  });

  it('shows an empty list when the search fails', async () => {
    mockApi({
      'POST /api/image-suggestions': () => ({ status: 500, body: errorBody('INTERNAL', 'boom') }),
    });
    renderWithProviders(
      <SuggestedImagesDialog calendarId={calendarId} onCancel={() => {}} onAdd={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Select Suggested Images' });
    await userEvent.type(within(dialog).getByLabelText('Search images'), 'coffee{Enter}');
    expect(await within(dialog).findByText(messages.media.imagesNotFound)).toBeInTheDocument();
  });
});
