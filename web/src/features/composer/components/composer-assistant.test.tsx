import { type Account, messages } from '@kairos/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUserQuery } from '../../../lib/current-user';
import { quietAssistant, userOnPlan } from '../../../testing/assistant-api';
import { errorBody, mockApi } from '../../../testing/mock-api';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { type ComposerValues, emptyComposerValues } from '../model/composer-values';
import { ComposerForm } from './composer-form';
import { testAccount } from './test-accounts';

const calendarId = '7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d';
const instagram = testAccount({
  _id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Kairos Coffee on Instagram',
  socialMedia: 'instagram-business',
  type: 'business',
});
const youtube = testAccount({
  _id: '00000000-0000-4000-8000-0000000000a2',
  name: 'Kairos Coffee on YouTube',
  socialMedia: 'youtube',
  type: 'channel',
});
const videoId = '00000000-0000-4000-8000-000000000001';
const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

function renderComposer(initial: Partial<ComposerValues> = {}, accounts: Account[] = [instagram, youtube]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, userOnPlan('basicnew'));
  return renderWithProviders(
    <ComposerForm
      calendarId={calendarId}
      postId={null}
      initialValues={{ ...emptyComposerValues(), ...initial }}
      accounts={accounts}
      onClose={() => {}}
      onSaved={() => {}}
    />,
    { queryClient, path: `/${calendarId}`, routePath: '/:calendarId' },
  );
}

const editor = () => screen.getByLabelText<HTMLTextAreaElement>('What do you want to say?');
const composer = () => screen.getByRole('dialog', { name: 'Create New Post' });

describe('the writing assistant in the composer', () => {
  it('puts a generated caption in the editor', async () => {
    mockApi({
      ...quietAssistant,
      'POST /api/assistant/captions': () => ({
        body: { engine: 'builtin', items: [{ message: { content: 'Cold brew season is here ☀️' } }] },
      }),
    });
    const { user } = renderComposer({ message: 'cold brew launch' });
    await user.click(within(composer()).getByRole('button', { name: 'Generate Caption' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate Caption' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Use caption 1' }));
    expect(editor()).toHaveValue('Cold brew season is here ☀️');
  });

  it('fills the post title from the AI title icon, shown once the text is long enough', async () => {
    mockApi({
      ...quietAssistant,
      'POST /api/assistant/title': () => ({ body: { engine: 'builtin', title: 'Cold brew season' } }),
    });
    const { user } = renderComposer({ accountIds: [youtube._id] });
    await user.type(editor(), 'Cold brew');
    expect(screen.queryByRole('button', { name: 'Suggest a title with AI' })).toBeNull();
    await user.type(editor(), ' is back');
    await user.click(await screen.findByRole('button', { name: 'Suggest a title with AI' }));
    expect(
      await screen.findByLabelText('Title (Google Business, YouTube, Pinterest, Web Stories)'),
    ).toHaveValue('Cold brew season');
  });

  it('opens the upgrade modal when the plan has no advanced article summarizer', async () => {
    const noAccess = messages.upgrade.noAccess('advanced article summarizer');
    mockApi({
      ...quietAssistant,
      'POST /api/assistant/summary': () => ({
        status: 403,
        body: errorBody('PLAN_LIMIT', noAccess, { reason: 'no_access' }),
      }),
    });
    const { user } = renderComposer({ message: words(120) });
    await user.click(screen.getByRole('button', { name: 'Summarize Article or Paragraph' }));
    const dialog = await screen.findByRole('dialog', { name: 'Summarize Article or Paragraph' });
    await user.click(within(dialog).getByRole('button', { name: 'Summarize' }));
    const upgrade = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    expect(upgrade).toHaveTextContent("You don't have access to advanced article summarizer");
    expect(within(upgrade).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      `/${calendarId}/upgrade-profile`,
    );
    expect(editor()).toHaveValue(words(120));
  });

  it("adds a suggested hashtag to the post, and Instagram's 30-hashtag rule still shows", async () => {
    mockApi({
      ...quietAssistant,
      'POST /api/assistant/hashtags': () => ({
        body: { hashtags: ['coldbrew', 'coffee'], urlHashtags: [], imageHashtags: [] },
      }),
    });
    const thirty = Array.from({ length: 29 }, (_, i) => `#tag${i}`);
    const { user } = renderComposer({
      message: 'Cold brew is back',
      hashtags: thirty,
      accountIds: [instagram._id],
    });
    const suggestions = await screen.findByTestId('hashtag-suggestions');
    await user.click(await within(suggestions).findByText('#coldbrew'));
    expect(screen.queryByText(messages.networkRules.instagramTooManyHashtags)).toBeNull();
    await user.click(within(suggestions).getByText('#coffee'));
    expect(screen.getByTestId('composer-errors')).toHaveTextContent(
      messages.networkRules.instagramTooManyHashtags,
    );
  });

  it('adds a quote from the article the message links to', async () => {
    mockApi({
      ...quietAssistant,
      'POST /api/assistant/quotes': () => ({ body: { quotes: ['Prices rose by a third.'] } }),
    });
    const { user } = renderComposer({ message: 'Read https://news.example.com/coffee' });
    await user.click(await screen.findByRole('button', { name: 'Insert quote 1' }));
    expect(editor()).toHaveValue('Read https://news.example.com/coffee\n\n“Prices rose by a third.”');
  });

  it('takes the title and the caption proposed for the attached video', async () => {
    mockApi({
      ...quietAssistant,
      'POST /api/assistant/video-post': () => ({
        body: {
          engine: 'builtin',
          postTitle: 'Roasting day',
          postCaption: 'Beans turn gold.',
          source: 'metadata',
        },
      }),
    });
    const { user } = renderComposer({
      accountIds: [youtube._id],
      video: {
        url: '/media/roast.mp4',
        mediaId: videoId,
        thumbnail: null,
        duration: 12,
        videoWidth: 1280,
        videoHeight: 720,
        size: 2048,
        postingVideoShort: false,
        postingVideoForKids: false,
        typeOfPostYoutube: 'private',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Post from video with AI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post from video with AI' });
    expect(await within(dialog).findByTestId('video-post-source')).toHaveTextContent(
      messages.assistant.videoSource.metadata,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Use title and caption' }));
    expect(editor()).toHaveValue('Beans turn gold.');
    expect(screen.getByLabelText('Title (Google Business, YouTube, Pinterest, Web Stories)')).toHaveValue(
      'Roasting day',
    );
  });
});
