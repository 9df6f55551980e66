import { messages } from '@kairos/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render';
import { VideoPostButton } from './video-post-button';

const calendarId = '7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d';
const mediaId = '00000000-0000-4000-8000-000000000001';

function renderButton() {
  const onUse = vi.fn();
  const rendered = renderWithProviders(
    <VideoPostButton calendarId={calendarId} mediaId={mediaId} onUse={onUse} />,
  );
  return { ...rendered, onUse };
}

describe('Post from video with AI', () => {
  it('proposes a title and a caption, says what they were made from, and uses the edited ones', async () => {
    let answer: () => void = () => {};
    const api = mockApi({
      'POST /api/assistant/video-post': async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return {
          body: {
            engine: 'builtin',
            postTitle: 'Roasting day',
            postCaption: 'Watch our beans turn gold.',
            source: 'frames',
          },
        };
      },
    });
    const { user, onUse } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Post from video with AI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post from video with AI' });
    expect(await within(dialog).findByText(/Watching your video/)).toBeVisible();
    answer();
    expect(await within(dialog).findByTestId('video-post-source')).toHaveTextContent(
      messages.assistant.videoSource.frames,
    );
    expect(api.calls[0]?.body).toEqual({ calendarId, mediaId });
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Roasting day');
    await user.clear(title);
    await user.type(title, 'Roasting day at Kairos');
    await user.click(within(dialog).getByRole('button', { name: 'Use title and caption' }));
    expect(onUse).toHaveBeenCalledWith({
      postTitle: 'Roasting day at Kairos',
      postCaption: 'Watch our beans turn gold.',
    });
    expect(screen.queryByRole('dialog', { name: 'Post from video with AI' })).toBeNull();
  });

  it('says when the video could not be read, and tries again on request', async () => {
    let attempt = 0;
    mockApi({
      'POST /api/assistant/video-post': () => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 422,
              body: errorBody('VALIDATION_FAILED', messages.assistant.notAVideo, {
                details: [{ path: 'body.mediaId', message: messages.assistant.notAVideo }],
              }),
            }
          : {
              body: {
                engine: 'model',
                notice: messages.assistant.model.unavailable,
                postTitle: 'Roasting day',
                postCaption: 'Beans.',
                source: 'transcript',
              },
            };
      },
    });
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Post from video with AI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post from video with AI' });
    expect(await within(dialog).findByTestId('video-post-error')).toHaveTextContent(
      messages.assistant.notAVideo,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByTestId('video-post-source')).toHaveTextContent(
      messages.assistant.videoSource.transcript,
    );
    expect(within(dialog).getByTestId('assistant-notice')).toHaveTextContent(
      messages.assistant.model.unavailable,
    );
  });
});
