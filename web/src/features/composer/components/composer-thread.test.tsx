import { type Account, messages } from '@kairos/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUserQuery } from '../../../lib/current-user';
import { mockApi } from '../../../testing/mock-api';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { testPost } from '../../../testing/test-post';
import { testUser } from '../../../testing/test-user';
import { type ComposerValues, emptyComposerValues, valuesFromPost } from '../model/composer-values';
import { ComposerForm } from './composer-form';
import { testAccount } from './test-accounts';

const x = testAccount({ _id: '00000000-0000-4000-8000-0000000000b1', name: 'On X', socialMedia: 'twitter' });
const page = testAccount({
  _id: '00000000-0000-4000-8000-0000000000b2',
  name: 'Beans page',
  socialMedia: 'facebook',
  type: 'page',
});
const channel = testAccount({
  _id: '00000000-0000-4000-8000-0000000000b3',
  name: 'Beans TV',
  socialMedia: 'youtube',
  type: 'channel',
  commentsAllowed: false,
});
const imageUrl = 'https://images.example.com/beans.png';

function renderComposer(initialValues: ComposerValues, accounts: Account[] = [x, page, channel]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, testUser());
  return renderWithProviders(
    <ComposerForm
      calendarId="7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d"
      postId={null}
      initialValues={initialValues}
      accounts={accounts}
      onClose={() => {}}
      onSaved={() => {}}
    />,
    { queryClient },
  );
}

/** The saves of the post, among the composer's other calls (suggestions, ...). */
const saves = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.path === '/api/posts');

const start = (accountIds: string[]) => ({
  ...emptyComposerValues(),
  message: 'One: fresh beans',
  accountIds,
  images: [{ key: 'i1', url: imageUrl, progress: null }],
});

// Issue 16: "Add to thread" for the thread networks, a first-comment field for the first-comment ones.
describe('the composer: a thread and a first comment', () => {
  it('offers each only for the networks that take it', () => {
    renderComposer(start([x._id]));
    expect(screen.getByTestId('thread-section')).toHaveTextContent(
      'later parts go out as replies on Twitter',
    );
    expect(screen.queryByTestId('first-comment')).toBeNull();
  });

  it('writes a three-part thread and a first comment, counts each part, and sends them with the post', async () => {
    const api = mockApi({ 'POST /api/posts': () => ({ status: 201, body: testPost({ _id: 'p1' }) }) });
    const { user: person } = renderComposer(start([x._id, page._id]));
    await person.click(screen.getByRole('button', { name: 'Add to thread' }));
    await person.click(screen.getByRole('button', { name: 'Add to thread' }));
    const parts = screen.getAllByTestId('thread-reply');
    expect(parts).toHaveLength(2);
    await person.type(within(parts[0]!).getByLabelText('Part 2 of the thread'), 'Two: the roast');
    await person.type(within(parts[1]!).getByLabelText('Part 3 of the thread'), 'Three: the cup');
    expect(within(parts[0]!).getByTestId('character-counter-twitter')).toHaveTextContent('Twitter: 14 / 280');
    // Facebook takes no thread: its counter is not there.
    expect(within(parts[0]!).queryByTestId('character-counter-facebook')).toBeNull();

    const comment = within(screen.getByTestId('first-comment'));
    expect(comment.getByText('Posted under the post on Facebook')).toBeInTheDocument();
    await person.type(comment.getByLabelText('First comment'), '  Shop: kairos.coffee  ');
    expect(comment.getByTestId('comment-counter-facebook')).toHaveTextContent('Facebook: 19 / 8000');

    await person.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    const body = saves(api)[0]?.body as { thread: unknown; firstComment: unknown };
    expect(body.thread).toEqual([
      { message: 'Two: the roast', images: [] },
      { message: 'Three: the cup', images: [] },
    ]);
    expect(body.firstComment).toBe('Shop: kairos.coffee');
  }, 60_000);

  it('moves and removes parts, and leaves an empty one out', async () => {
    const api = mockApi({ 'POST /api/posts': () => ({ status: 201, body: testPost({ _id: 'p1' }) }) });
    const { user: person } = renderComposer(start([x._id]));
    for (let count = 0; count < 3; count += 1)
      await person.click(screen.getByRole('button', { name: 'Add to thread' }));
    await person.type(screen.getByLabelText('Part 2 of the thread'), 'Second');
    await person.type(screen.getByLabelText('Part 3 of the thread'), 'Third');
    await person.click(screen.getByRole('button', { name: 'Move part 3 up' }));
    expect(screen.getByLabelText('Part 2 of the thread')).toHaveValue('Third');
    await person.click(screen.getByRole('button', { name: 'Remove part 2' }));
    expect(screen.getAllByTestId('thread-reply')).toHaveLength(2);
    await person.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    expect((saves(api)[0]?.body as { thread: unknown }).thread).toEqual([{ message: 'Second', images: [] }]);
  }, 60_000);

  it("shows a part's finding before Post when it is longer than X takes", async () => {
    const { user: person } = renderComposer({
      ...start([x._id]),
      thread: [{ key: 'r1', message: 'a'.repeat(281), images: [] }],
    });
    expect(
      within(screen.getByTestId('thread-reply')).getByTestId('character-counter-twitter'),
    ).toHaveTextContent('281 / 280');
    await person.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByTestId('composer-errors')).toHaveTextContent(
      messages.networkRules.threadPart(2, messages.composer.textTooLong('Twitter', 280)),
    );
  }, 60_000);

  it('asks to reconnect a YouTube channel connected without the comment permission', async () => {
    const { user: person } = renderComposer({
      ...emptyComposerValues(),
      message: 'A video',
      postTitle: 'Launch',
      accountIds: [channel._id],
      video: {
        url: 'https://cdn.example.com/v.mp4',
        duration: 30,
        videoWidth: 1920,
        videoHeight: 1080,
        size: 1,
        thumbnail: null,
        postingVideoShort: false,
        postingVideoForKids: false,
        typeOfPostYoutube: 'private',
      },
      firstComment: 'Chapters',
    });
    await person.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByTestId('composer-errors')).toHaveTextContent(
      messages.networkRules.commentScope('Beans TV'),
    );
  }, 60_000);

  it('comes back when a post is opened for edit, the images of its parts with their alt text', () => {
    const post = testPost({
      _id: 'p1',
      accountIds: [x._id, page._id],
      thread: [
        { message: 'Two', images: [{ url: imageUrl, alt: 'Beans' }] },
        { message: 'Three', images: [] },
      ],
      firstComment: 'Below',
    });
    renderComposer(valuesFromPost(post, new Date(), 'Europe/Paris'));
    expect(screen.getByLabelText('Part 2 of the thread')).toHaveValue('Two');
    expect(screen.getByLabelText('Part 3 of the thread')).toHaveValue('Three');
    expect(screen.getByRole('img', { name: 'Part 2 image 1' })).toHaveAttribute('src', imageUrl);
    expect(screen.getByRole('button', { name: 'Alt text of Part 2 image 1' })).toBeInTheDocument();
    expect(screen.getByLabelText('First comment')).toHaveValue('Below');
  });

  it('keeps parts written for a network no longer selected, and says they are not sent', () => {
    renderComposer({ ...start([page._id]), thread: [{ key: 'r1', message: 'Two', images: [] }] });
    expect(screen.getByTestId('thread-section')).toHaveTextContent(
      'None of the selected networks takes a thread',
    );
  });
});
