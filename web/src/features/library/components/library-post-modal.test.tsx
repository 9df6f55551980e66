import { type LibraryPostView, messages } from '@kairos/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { libraryLimitRedirectInModalMs } from '../../../lib/library-limit';
import { FakeUpload, fakeUploads, file, mediaApi, uploadId } from '../../../testing/fake-upload';
import { errorBody } from '../../../testing/mock-api';
import { currentUserQuery } from '../../../lib/current-user';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { testUser } from '../../../testing/test-user';
import { LibraryPostModal } from './library-post-modal';

const categories = [{ _id: 'c1', title: 'Coffee tips', count: 3 }];
const saved = {
  _id: 'l1',
  calendarId: 'cal-1',
  message: 'Cold brew',
  variations: [],
  categories: ['c1'],
  hashtags: [],
  imageHashtags: [],
  imageAlts: [],
  images: [],
  draft: false,
  pending: false,
  rejected: false,
  expirationDate: null,
  video: null,
  postTitle: '',
  callToAction: null,
  mediaMetadata: [],
  campaigns: [],
  createdAt: '2026-06-01T10:00:00.000Z',
  updatedAt: '2026-06-01T10:00:00.000Z',
};

function renderModal(
  saveReplies: { status?: number; body?: unknown }[],
  post: LibraryPostView | null = null,
) {
  const replies = [...saveReplies];
  const api = mediaApi({
    'GET /api/categories?calendarId=cal-1': () => ({ body: categories }),
    'POST /api/library-posts': () => replies.shift() ?? { status: 201, body: saved },
    'PUT /api/library-posts/l1': () => ({ body: saved }),
  });
  const onClose = vi.fn();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, testUser());
  const rendered = renderWithProviders(
    <LibraryPostModal
      calendarId="cal-1"
      post={post}
      categoryId="c1"
      upgradeHref="/cal-1/upgrade-profile"
      canAddCategory
      onClose={onClose}
    />,
    { queryClient },
  );
  return { ...rendered, ...api, onClose };
}

async function fillAndAdd(user: ReturnType<typeof renderModal>['user']) {
  await user.click(screen.getByLabelText('What do you want to say?'));
  await user.paste('Cold brew tip: steep coarse grounds for eighteen hours.');
  await user.click(screen.getByRole('button', { name: 'Add to Library' }));
}

beforeEach(fakeUploads);
afterEach(() => vi.restoreAllMocks());

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"][multiple]')!;
const deleted = (calls: { path: string; body: unknown }[]) =>
  calls.filter((call) => call.path === '/api/media/temporary-delete').map((call) => call.body);

/** A picture the browser decodes at 1280x720, the shape of the test's video. */
class FakeImage {
  naturalWidth = 1280;
  naturalHeight = 720;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_url: string) {
    setTimeout(() => this.onload?.());
  }
}

/** Picks a video, chooses a picture file as its thumbnail, and lets both uploads land. */
async function attachVideo(user: ReturnType<typeof renderModal>['user']) {
  await user.upload(fileInput(), file('roastery.mp4', 'video/mp4'));
  const chooser = await screen.findByRole('dialog', { name: 'Choose Thumbnail' });
  await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
  act(() => FakeUpload.sent[0]?.progress(40));
  expect(screen.getByTestId('file-tile')).toHaveTextContent('Uploading… 40%');
  expect(screen.getByRole('button', { name: 'Add to Library', hidden: true })).toBeDisabled();

  await user.click(within(chooser).getByRole('radio', { name: 'Choose from file' }));
  const thumbnailInput = document.querySelector<HTMLInputElement>(
    'input[type="file"][accept="image/jpeg,image/png"]',
  )!;
  const browserImage = window.Image;
  window.Image = FakeImage as unknown as typeof window.Image;
  try {
    fireEvent.change(thumbnailInput, { target: { files: [file('frame.png', 'image/png')] } });
    expect(await within(chooser).findByTestId('thumbnail-candidate')).toBeInTheDocument();
  } finally {
    window.Image = browserImage;
  }
  await user.click(within(chooser).getByRole('button', { name: 'Use Thumbnail' }));
  await waitFor(() => expect(FakeUpload.sent).toHaveLength(2));
  act(() => FakeUpload.sent[1]?.finish());
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose Thumbnail' })).toBeNull());
  act(() => FakeUpload.sent[0]?.finish());
  await waitFor(() => expect(screen.getByTestId('file-tile')).toHaveTextContent('0:12 · 2 KB'));
}

describe('the Add to Library modal', { timeout: 30_000 }, () => {
  it('asks for content before calling the server', async () => {
    const { user, calls } = renderModal([]);
    await user.click(await screen.findByRole('button', { name: 'Add to Library' }));
    expect(screen.getByTestId('library-errors')).toHaveTextContent(messages.composer.messageRequired);
    expect(calls.filter((call) => call.path === '/api/library-posts')).toHaveLength(0);
  });

  it('shows the limit message and opens /upgrade-profile in a new tab after 1.5 s', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderModal([
      {
        status: 403,
        body: errorBody('PLAN_LIMIT', messages.library.limitReached(50), { reason: 'limit_exceed' }),
      },
    ]);
    const setTimeoutSpy = vi.spyOn(window, 'setTimeout');
    await fillAndAdd(user);
    expect(await screen.findByText('The limit of 50 posts in Library is reached.')).toBeVisible();
    expect(open).not.toHaveBeenCalled();
    const redirect = setTimeoutSpy.mock.calls.find(([, delay]) => delay === libraryLimitRedirectInModalMs);
    expect(redirect).toBeDefined();
    act(() => (redirect?.[0] as () => void)());
    expect(open).toHaveBeenCalledWith('/cal-1/upgrade-profile', '_blank', 'noopener');
  });

  it('opens the library similarity dialog and adds anyway with ignoreComplianceCheck', async () => {
    const similarity = {
      socialMedias: [],
      library: [{ _id: 'l0', message: 'Cold brew tip: steep coarse grounds', score: 91 }],
      maxScore: 91,
    };
    const { user, calls, onClose } = renderModal([
      { status: 422, body: errorBody('RULE_VIOLATION', 'Similar', { similarity }) },
    ]);
    await fillAndAdd(user);
    expect(await screen.findByText('Library: Cold brew tip: steep coarse grounds')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Post anyway' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const posts = calls.filter((call) => call.path === '/api/library-posts');
    expect(posts[0]?.body).not.toHaveProperty('ignoreComplianceCheck');
    expect(posts[1]?.body).toMatchObject({ ignoreComplianceCheck: true, categories: ['c1'] });
  });

  it('adds a video with its thumbnail, as the composer attaches one', async () => {
    const { user, calls, onClose } = renderModal([]);
    await attachVideo(user);
    const tile = screen.getByTestId('file-tile');
    expect(within(tile).getByRole('img', { name: 'Video thumbnail' })).toHaveAttribute(
      'src',
      `/api/media/files/${uploadId(2)}`,
    );
    await fillAndAdd(user);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [post] = calls.filter((call) => call.path === '/api/library-posts');
    expect(post?.body).toMatchObject({
      images: [],
      video: {
        url: `/api/media/files/${uploadId(1)}`,
        mediaId: uploadId(1),
        thumbnail: `/api/media/files/${uploadId(2)}`,
        thumbnailMediaId: uploadId(2),
        duration: 12.4,
        videoWidth: 1280,
        videoHeight: 720,
        size: 2048,
      },
    });
    // Saved: nothing of it is deleted on closing.
    expect(deleted(calls)).toEqual([]);
  });

  it("refuses a video beside pictures, with the uploader's message", async () => {
    const { user } = renderModal([]);
    await user.upload(fileInput(), file('cup.png', 'image/png'));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    await user.upload(fileInput(), file('roastery.mp4', 'video/mp4'));
    expect(screen.getByTestId('media-error')).toHaveTextContent(messages.media.tooManyFiles);
    expect(screen.queryByRole('dialog', { name: 'Choose Thumbnail' })).toBeNull();
  });

  it('Cancel deletes the video and thumbnail it uploaded', async () => {
    const { user, calls, onClose } = renderModal([]);
    await attachVideo(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(deleted(calls)).toEqual([{ files: [uploadId(1), uploadId(2)] }]));
    expect(calls.some((call) => call.path === '/api/library-posts')).toBe(false);
  });

  it('shows the saved video when editing, and keeps it on Save', async () => {
    const video = {
      url: '/api/media/files/v1',
      mediaId: 'v1',
      thumbnail: '/api/media/files/t1',
      thumbnailMediaId: 't1',
      duration: 75,
      videoWidth: 1920,
      videoHeight: 1080,
      size: 3 * 1048576,
      postingVideoShort: false,
      postingVideoForKids: false,
      typeOfPostYoutube: 'private' as const,
    };
    const { user, calls } = renderModal([], { ...saved, video });
    const tile = await screen.findByTestId('file-tile');
    expect(tile).toHaveTextContent('1:15 · 3.0 MB');
    expect(within(tile).getByRole('img', { name: 'Video thumbnail' })).toHaveAttribute(
      'src',
      '/api/media/files/t1',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ video }));
    await user.click(screen.getByRole('button', { name: 'Remove Video' }));
    expect(screen.queryByTestId('file-tile')).toBeNull();
    // Not this modal's upload: removing it from the form deletes nothing.
    expect(deleted(calls)).toEqual([]);
  });
});
