import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUserQuery } from '../../../lib/current-user';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { emptyComposerValues } from '../model/composer-values';
import { ComposerForm } from './composer-form';
import { testAccount } from './test-accounts';
import { testUser } from '../../../testing/test-user';

const user = testUser();

function renderComposer() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  return renderWithProviders(
    <ComposerForm
      calendarId="7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d"
      postId={null}
      initialValues={emptyComposerValues()}
      accounts={[
        testAccount({
          _id: '00000000-0000-4000-8000-0000000000a1',
          name: 'Kairos on X',
          socialMedia: 'twitter',
          type: null,
        }),
      ]}
      onClose={() => {}}
      onSaved={() => {}}
    />,
    { queryClient },
  );
}

describe('the composer rules', () => {
  it("shows the spec's messages when Post is pressed on an empty post", async () => {
    const { user: person } = renderComposer();
    expect(screen.queryByTestId('composer-errors')).not.toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Post' }));
    const errors = screen.getByTestId('composer-errors');
    expect(errors).toHaveTextContent('Please, provide some content in your awesome post!');
    expect(errors).toHaveTextContent('Please select account for post');
  });

  it('counts X the X way as the user types and says when the text is too long', async () => {
    const { user: person } = renderComposer();
    await person.click(screen.getByRole('button', { name: 'Select account(s)' }));
    await person.click(screen.getByRole('checkbox', { name: /Kairos on X/ }));
    const editor = screen.getByLabelText('What do you want to say?');
    await person.click(editor);
    await person.paste('See https://example.com/a-very-long-address-that-counts-as-23');
    expect(screen.getByTestId('character-counter-twitter')).toHaveTextContent('Twitter: 27 / 280');
    await person.paste(` ${'x'.repeat(260)}`);
    expect(screen.getByTestId('composer-errors')).toHaveTextContent('Twitter allows at most 280 characters');
  });
});
