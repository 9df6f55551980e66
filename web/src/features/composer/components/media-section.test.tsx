import { messages } from '@kairos/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { type ComposerValues, emptyComposerValues } from '../model/composer-values';
import { type useMediaAttachments } from '../model/use-media-attachments';
import { MediaSection } from './media-section';

function fakeMedia() {
  return {
    mediaError: null,
    addByUrl: vi.fn(),
    addStored: vi.fn(),
    upload: vi.fn(),
    uploadMany: vi.fn(),
    move: vi.fn(),
    remove: vi.fn(),
    setMetadata: vi.fn(),
    setAlt: vi.fn(),
    attachStored: vi.fn(),
    discardUploads: vi.fn(),
    keepUploads: vi.fn(),
    tracker: { begin: vi.fn(), discard: vi.fn(), drop: vi.fn(), keep: vi.fn() },
    files: {
      upload: vi.fn(),
      remove: vi.fn(),
      thumbnailRequest: null,
      uploadThumbnail: vi.fn(),
      applyThumbnail: vi.fn(),
      cancelThumbnail: vi.fn(),
      chooseThumbnail: vi.fn(),
      attachStoredVideo: vi.fn(),
    },
  } satisfies ReturnType<typeof useMediaAttachments>;
}

const values = (): ComposerValues => ({
  ...emptyComposerValues(),
  images: [
    { key: 'i1', url: 'https://images.example.com/a.png', mediaId: 'm1', progress: null },
    { key: 'i2', url: 'https://images.example.com/b.png', mediaId: 'm2', progress: 35 },
  ],
  audio: {
    url: '/api/media/files/m3',
    mediaId: 'm3',
    name: 'jingle.mp3',
    size: 3_500_000,
    duration: 75,
    thumbnail: null,
  },
  pendingFiles: [{ key: 'f1', kind: 'pdf', name: 'menu.pdf', progress: 60 }],
});

describe('the attachment list', () => {
  it('shows a progress bar per running upload, moves images and removes any attachment', async () => {
    const media = fakeMedia();
    const { user } = renderWithProviders(
      <MediaSection
        calendarId="cal-1"
        values={values()}
        media={media}
        webStory={false}
        onVideoPost={() => {}}
      />,
    );
    const [first, second] = screen.getAllByTestId('media-tile');
    expect(within(first!).queryByRole('progressbar')).toBeNull();
    expect(within(second!).getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading menu.pdf' })).toBeInTheDocument();
    expect(screen.getByLabelText('Audio jingle.mp3')).toHaveTextContent('1:15 · 3.3 MB');

    await user.click(within(first!).getByRole('button', { name: 'Move right' }));
    expect(media.move).toHaveBeenCalledWith(0, 1);
    expect(within(first!).getByRole('button', { name: 'Move left' })).toBeDisabled();
    await user.click(within(second!).getByRole('button', { name: 'Remove' }));
    expect(media.remove).toHaveBeenCalledWith('i2');
    await user.click(screen.getByRole('button', { name: 'Remove jingle.mp3' }));
    expect(media.files.remove).toHaveBeenCalledWith('audio');
    await user.click(screen.getByRole('button', { name: 'Remove menu.pdf' }));
    expect(media.files.remove).toHaveBeenCalledWith('pdf');
    // Metadata is for web stories only.
    expect(screen.queryByRole('button', { name: 'Image metadata' })).toBeNull();
  }, 60_000);

  it('edits the web-story metadata of an image with the spec’s rules, CANCEL / ADD', async () => {
    const media = fakeMedia();
    const { user } = renderWithProviders(
      <MediaSection calendarId="cal-1" values={values()} media={media} webStory onVideoPost={() => {}} />,
    );
    await user.click(
      within(screen.getAllByTestId('media-tile')[0]!).getByRole('button', { name: 'Image metadata' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Image metadata' });
    await user.type(within(dialog).getByLabelText('Text on image'), 'Autumn blend');
    await user.type(within(dialog).getByLabelText('Button text'), 'Shop now');
    await user.click(within(dialog).getByRole('button', { name: 'ADD' }));
    expect(dialog).toHaveTextContent(messages.callToAction.buttonLinkRequired);
    await user.type(within(dialog).getByLabelText('Button link'), 'http://shop.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'ADD' }));
    expect(dialog).toHaveTextContent(messages.callToAction.buttonUrlInvalid);
    await user.clear(within(dialog).getByLabelText('Button link'));
    await user.type(within(dialog).getByLabelText('Button link'), 'https://shop.example.com');
    expect(within(dialog).getByTestId('metadata-preview')).toHaveTextContent('Autumn blendShop now');
    await user.click(within(dialog).getByRole('button', { name: 'ADD' }));
    expect(media.setMetadata).toHaveBeenCalledWith(
      'm1',
      expect.objectContaining({
        mediaId: 'm1',
        titleText: 'Autumn blend',
        buttonText: 'Shop now',
        buttonUrl: 'https://shop.example.com',
      }),
    );
  }, 60_000);
});
