import { type Account, messages } from '@kairos/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserQuery } from '../../../lib/current-user';
import { FakeUpload, fakeUploads, file, mediaApi, uploadId } from '../../../testing/fake-upload';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { emptyComposerValues } from '../model/composer-values';
import { ComposerForm } from './composer-form';
import { testAccount } from './test-accounts';
import { testUser } from '../../../testing/test-user';

const user = testUser();

function renderComposer(accounts: Account[] = [], onClose = () => {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  return renderWithProviders(
    <ComposerForm
      calendarId="7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d"
      postId={null}
      initialValues={emptyComposerValues()}
      accounts={accounts}
      onClose={onClose}
      onSaved={() => {}}
    />,
    { queryClient },
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"][multiple]')!;

beforeEach(fakeUploads);

describe('video, audio and PDF attachments', () => {
  it('refuses audio and a PDF without the network that takes them, and files it does not take', async () => {
    const { user: person } = renderComposer();
    await person.upload(fileInput(), file('talk.mp3', 'audio/mpeg'));
    expect(screen.getByTestId('media-error')).toHaveTextContent(messages.composer.audioUploadNeedsAlexa);
    await person.upload(fileInput(), file('menu.pdf', 'application/pdf'));
    expect(screen.getByTestId('media-error')).toHaveTextContent(messages.composer.pdfUploadNeedsWhatsApp);
    await person.upload(fileInput(), file('huge.mp4', 'video/mp4', 151 * 1024 * 1024));
    expect(screen.getByTestId('media-error')).toHaveTextContent(messages.media.videoTooLarge);
    // Picked together, a video and an image are refused as a whole: no mixing.
    await person.upload(fileInput(), [file('tour.mp4', 'video/mp4'), file('shop.png', 'image/png')]);
    expect(screen.getByTestId('media-error')).toHaveTextContent(messages.media.tooManyFiles);
    expect(screen.queryByTestId('file-tile')).toBeNull();
    expect(screen.queryByTestId('media-tile')).toBeNull();
  }, 60_000);

  it('uploads a PDF for WhatsApp with a progress bar, then removes it and deletes the upload', async () => {
    const api = mediaApi();
    const whatsApp = testAccount({
      _id: '00000000-0000-4000-8000-0000000000a1',
      name: 'Shop group',
      socialMedia: 'whatsapp',
      type: 'group',
    });
    const { user: person } = renderComposer([whatsApp]);
    await person.click(screen.getByRole('button', { name: 'Select account(s)' }));
    await person.click(screen.getByRole('checkbox', { name: /Shop group/ }));
    await person.upload(fileInput(), file('menu.pdf', 'application/pdf'));

    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    act(() => FakeUpload.sent[0]?.progress(40));
    const tile = screen.getByTestId('file-tile');
    expect(within(tile).getByRole('progressbar')).toBeInTheDocument();
    expect(tile).toHaveTextContent('Uploading… 40%');
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();

    act(() => FakeUpload.sent[0]?.finish());
    await waitFor(() =>
      expect(within(screen.getByTestId('file-tile')).queryByRole('progressbar')).toBeNull(),
    );
    expect(screen.getByTestId('file-tile')).toHaveTextContent('menu.pdf');
    expect(screen.getByTestId('file-tile')).toHaveTextContent('2 KB');

    await person.click(screen.getByRole('button', { name: 'Remove menu.pdf' }));
    expect(screen.queryByTestId('file-tile')).toBeNull();
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/media/temporary-delete')?.body).toEqual({
        files: [uploadId(1)],
      }),
    );
  }, 60_000);

  it('opens Choose Thumbnail for a new video; cancelling it removes the video and stops its upload', async () => {
    const api = mediaApi();
    const { user: person } = renderComposer();
    await person.upload(fileInput(), file('tour.mp4', 'video/mp4'));
    const chooser = await screen.findByRole('dialog', { name: 'Choose Thumbnail' });
    expect(within(chooser).getByRole('button', { name: 'Use Thumbnail' })).toBeDisabled();
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    expect(screen.getByTestId('file-tile')).toHaveTextContent('tour.mp4');

    await person.click(within(chooser).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Choose Thumbnail' })).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('file-tile')).toBeNull());
    expect(FakeUpload.sent[0]?.aborted).toBe(true);
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/media/temporary-delete')?.body).toEqual({
        files: [uploadId(1)],
      }),
    );
  }, 60_000);

  it('refuses a thumbnail file that is not a jpg or png', async () => {
    mediaApi();
    const { user: person } = renderComposer();
    await person.upload(fileInput(), file('tour.mp4', 'video/mp4'));
    const chooser = await screen.findByRole('dialog', { name: 'Choose Thumbnail' });
    await person.click(within(chooser).getByRole('radio', { name: 'Choose from file' }));
    const thumbnailInput = document.querySelector<HTMLInputElement>(
      'input[type="file"][accept="image/jpeg,image/png"]',
    )!;
    // The file dialog offers jpg and png only; a file dropped in by other means is still checked.
    fireEvent.change(thumbnailInput, { target: { files: [file('frame.gif', 'image/gif')] } });
    expect(await within(chooser).findByText(messages.thumbnail.typeNotSupported)).toBeInTheDocument();
    fireEvent.change(thumbnailInput, {
      target: { files: [file('frame.png', 'image/png', 6 * 1024 * 1024)] },
    });
    expect(await within(chooser).findByText(messages.thumbnail.sizeExceeded)).toBeInTheDocument();
  }, 60_000);

  it('Cancel deletes what the composer uploaded, after asking', async () => {
    const api = mediaApi();
    const onClose = vi.fn();
    const { user: person } = renderComposer([], onClose);
    await person.upload(fileInput(), file('shop.png', 'image/png'));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    act(() => FakeUpload.sent[0]?.finish());
    await waitFor(() =>
      expect(within(screen.getByTestId('media-tile')).queryByRole('progressbar')).toBeNull(),
    );

    await person.click(screen.getByRole('button', { name: 'Cancel' }));
    await person.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/media/temporary-delete')?.body).toEqual({
        files: [uploadId(1)],
      }),
    );
  }, 60_000);

  it('deletes its uploads when it goes away unsaved (Back, another page)', async () => {
    const api = mediaApi();
    const { user: person, unmount } = renderComposer();
    await person.upload(fileInput(), file('shop.png', 'image/png'));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    act(() => FakeUpload.sent[0]?.finish());
    await waitFor(() =>
      expect(within(screen.getByTestId('media-tile')).queryByRole('progressbar')).toBeNull(),
    );
    unmount();
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/media/temporary-delete')?.body).toEqual({
        files: [uploadId(1)],
      }),
    );
  }, 60_000);
});
