import { type Account, messages } from '@kairos/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUserQuery } from '../../../lib/current-user';
import { mockApi } from '../../../testing/mock-api';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { testPost } from '../../../testing/test-post';
import { type ComposerValues, emptyComposerValues, valuesFromPost } from '../model/composer-values';
import { ComposerForm } from './composer-form';
import { testAccount } from './test-accounts';
import { testUser } from '../../../testing/test-user';

const x = testAccount({ _id: '00000000-0000-4000-8000-0000000000a1', name: 'On X', socialMedia: 'twitter' });
const board = testAccount({
  _id: '00000000-0000-4000-8000-0000000000a2',
  name: 'Recipes board',
  socialMedia: 'pinterest',
  type: 'board',
});
const imageUrl = 'https://images.example.com/beans.png';

function renderComposer(initialValues: ComposerValues, accounts: Account[] = [x, board]) {
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

const tile = () => screen.getByTestId('media-tile');

// Issue 16, "Alt text for every image": a field per image, counted against the strictest network.
describe('alt text on an image', () => {
  it('adds alt text in a dialog, marks the tile ALT and sends it with the post', async () => {
    const api = mockApi({ 'POST /api/posts': () => ({ status: 201, body: testPost({ _id: 'p1' }) }) });
    const { user: person } = renderComposer({
      ...emptyComposerValues(),
      message: 'Fresh beans',
      accountIds: [x._id, board._id],
    });
    await person.type(screen.getByLabelText('Image URL'), imageUrl);
    await person.click(screen.getByRole('button', { name: 'Add image' }));
    expect(within(tile()).queryByText('ALT')).toBeNull();

    await person.click(within(tile()).getByRole('button', { name: 'Alt text' }));
    let dialog = await screen.findByRole('dialog', { name: 'Alt text' });
    // X takes 1,000 characters and Pinterest 500: the counter runs against Pinterest.
    expect(within(dialog).getByTestId('alt-text-count')).toHaveTextContent('0 / 500 (Pinterest)');
    await person.type(within(dialog).getByLabelText('Alt text'), 'A bag of beans');
    await person.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    expect(screen.queryByRole('dialog', { name: 'Alt text' })).toBeNull();
    expect(within(tile()).queryByText('ALT')).toBeNull();

    await person.click(within(tile()).getByRole('button', { name: 'Alt text' }));
    dialog = await screen.findByRole('dialog', { name: 'Alt text' });
    const field = within(dialog).getByLabelText('Alt text');
    await person.click(field);
    await person.paste('a'.repeat(501));
    expect(within(dialog).getByTestId('alt-text-count')).toHaveTextContent('501 / 500 (Pinterest)');
    expect(dialog).toHaveTextContent(messages.networkRules.altTextTooLong('Pinterest', 500));
    await person.clear(field);
    await person.type(field, '  Roasted coffee beans in a paper bag ');
    expect(within(dialog).getByTestId('alt-text-count')).toHaveTextContent('35 / 500 (Pinterest)');
    await person.click(within(dialog).getByRole('button', { name: 'ADD' }));
    expect(within(tile()).getByText('ALT')).toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Post' }));
    // The writing assistant asks its own questions meanwhile: only the post's save counts here.
    const saves = () => api.calls.filter((call) => call.path === '/api/posts');
    await waitFor(() => expect(saves()).toHaveLength(1));
    const body = saves()[0]?.body as { images: unknown[] };
    expect(body.images).toEqual([{ url: imageUrl, alt: 'Roasted coffee beans in a paper bag' }]);
  }, 60_000);

  it('shows the finding before Post when the alt text is too long for a selected network', async () => {
    const { user: person } = renderComposer({
      ...emptyComposerValues(),
      message: 'Fresh beans',
      accountIds: [board._id],
      images: [{ key: 'i1', url: imageUrl, progress: null, alt: 'a'.repeat(501) }],
    });
    await person.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByTestId('composer-errors')).toHaveTextContent(
      messages.networkRules.altTextTooLong('Pinterest', 500),
    );
  }, 60_000);

  it('comes back when the post is opened for edit, and clearing it sends none', async () => {
    const api = mockApi({ 'POST /api/posts': () => ({ status: 201, body: testPost({ _id: 'p1' }) }) });
    const post = testPost({
      _id: 'p1',
      accountIds: [x._id],
      images: [{ url: imageUrl, alt: 'Roasted coffee beans' }],
    });
    // Reopened after its time: 'now' (the spec's "time already past means 'now'").
    const { user: person } = renderComposer(valuesFromPost(post, new Date(), 'Europe/Paris'));
    expect(within(tile()).getByText('ALT')).toBeInTheDocument();
    await person.click(within(tile()).getByRole('button', { name: 'Alt text' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alt text' });
    const field = within(dialog).getByLabelText('Alt text');
    expect(field).toHaveValue('Roasted coffee beans');
    expect(within(dialog).getByTestId('alt-text-count')).toHaveTextContent('20 / 1000 (Twitter)');
    await person.clear(field);
    await person.click(within(dialog).getByRole('button', { name: 'ADD' }));
    expect(within(tile()).queryByText('ALT')).toBeNull();
    await person.click(screen.getByRole('button', { name: 'Post' }));
    const saves = () => api.calls.filter((call) => call.path === '/api/posts');
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect((saves()[0]?.body as { images: unknown[] }).images).toEqual([{ url: imageUrl }]);
  }, 60_000);
});
