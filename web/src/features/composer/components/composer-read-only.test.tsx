import { type User } from '@kairos/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUserQuery } from '../../../lib/current-user';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { testUser } from '../../../testing/test-user';
import { emptyComposerValues } from '../model/composer-values';
import { ComposerForm } from './composer-form';
import { testAccount } from './test-accounts';

const calendarId = '7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d';
const forbidden = "You don't have permission to do this";

function renderComposerFor(user: User) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  return renderWithProviders(
    <ComposerForm
      calendarId={calendarId}
      postId={null}
      initialValues={{ ...emptyComposerValues(), message: 'Our autumn menu' }}
      accounts={[testAccount({ _id: '00000000-0000-4000-8000-0000000000a1', name: 'Kairos on X' })]}
      onClose={() => {}}
      onSaved={() => {}}
    />,
    { queryClient },
  );
}

// Section 6: the server refuses every post change to a viewer (core canEditCalendar), so the composer
// must not offer one: a viewer reads the post, with the spec's message, and cannot save it.
describe('the composer by role', () => {
  it.each([
    ['the owner', true, testUser()],
    ['an editor of the calendar', true, testUser({ role: 'editor', access: { calendars: [calendarId] } })],
    ['a viewer of the calendar', false, testUser({ role: 'viewer', access: { calendars: [calendarId] } })],
  ])('%s may save: %s', (_who, allowed, user) => {
    renderComposerFor(user);
    for (const name of ['Post', 'Save draft']) {
      const button = screen.getByRole('button', { name });
      if (allowed) expect(button).toBeEnabled();
      else expect(button).toBeDisabled();
    }
    if (allowed) expect(screen.queryByText(forbidden)).not.toBeInTheDocument();
    else expect(screen.getByText(forbidden)).toBeInTheDocument();
  });
});
