import { messages } from '@kairos/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserQuery } from '../../../lib/current-user';
import { FakeUpload, fakeUploads, file, mediaApi, uploadId } from '../../../testing/fake-upload';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { testPost } from '../../../testing/test-post';
import { testUser } from '../../../testing/test-user';
import { emptyComposerValues } from '../model/composer-values';
import { ComposerForm } from './composer-form';
import { testAccount } from './test-accounts';

const bluesky = testAccount({
  _id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Sky',
  socialMedia: 'bluesky',
});

function renderComposer(onClose = () => {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, testUser());
  return renderWithProviders(
    <ComposerForm
      calendarId="7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d"
      postId={null}
      initialValues={{
        ...emptyComposerValues(),
        message: 'One',
        accountIds: [bluesky._id],
        thread: [{ key: 'r1', message: 'Two', images: [] }],
      }}
      accounts={[bluesky]}
      onClose={onClose}
      onSaved={() => {}}
    />,
    { queryClient },
  );
}

/** The hidden file input of the thread's part 2. */
const partInput = () =>
  screen.getByTestId('thread-reply').querySelector<HTMLInputElement>('input[type="file"]')!;

beforeEach(fakeUploads);

// Issue 16: a thread's parts carry their own images, each with its alt text.
describe('images of a later part of the thread', () => {
  it('uploads an image to part 2, takes its alt text, and sends both with the part', async () => {
    const api = mediaApi({ 'POST /api/posts': () => ({ status: 201, body: testPost({ _id: 'p1' }) }) });
    const { user: person } = renderComposer();
    await person.upload(partInput(), file('cup.png', 'image/png'));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    act(() => FakeUpload.sent[0]?.finish());
    const image = await screen.findByRole('img', { name: 'Part 2 image 1' });
    await waitFor(() => expect(image).toHaveAttribute('src', `/api/media/files/${uploadId(1)}`));

    await person.click(screen.getByRole('button', { name: 'Alt text of Part 2 image 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alt text' });
    // Bluesky counts 2,000 graphemes.
    expect(within(dialog).getByTestId('alt-text-count')).toHaveTextContent('0 / 2000 (Bluesky)');
    await person.type(within(dialog).getByLabelText('Alt text'), 'A cup of coffee');
    await person.click(within(dialog).getByRole('button', { name: 'ADD' }));

    await person.click(screen.getByRole('button', { name: 'Post' }));
    await person.click(await screen.findByRole('button', { name: 'Post anyway' }));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/posts')).toBe(true));
    const body = api.calls.find((call) => call.path === '/api/posts')!.body as { thread: unknown };
    expect(body.thread).toEqual([
      {
        message: 'Two',
        images: [
          {
            url: `/api/media/files/${uploadId(1)}`,
            mediaId: uploadId(1),
            mimeType: 'image/png',
            size: 2048,
            alt: 'A cup of coffee',
          },
        ],
      },
    ]);
  }, 60_000);

  it('refuses a video in a part, and Cancel deletes the images the parts uploaded', async () => {
    const api = mediaApi();
    const onClose = vi.fn();
    const { user: person } = renderComposer(onClose);
    // The picker offers images only; a person may still choose "All files".
    await userEvent.setup({ applyAccept: false }).upload(partInput(), file('clip.mp4', 'video/mp4'));
    expect(await screen.findByText(messages.networkRules.threadReplyImagesOnly)).toBeInTheDocument();
    await person.upload(partInput(), file('cup.png', 'image/png'));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    act(() => FakeUpload.sent[0]?.finish());
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Part 2 image 1' })).toHaveAttribute(
        'src',
        `/api/media/files/${uploadId(1)}`,
      ),
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
});
