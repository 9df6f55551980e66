import { messages } from '@kairos/core';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQuery } from '../../../lib/current-user';
import { libraryLimitRedirectMs } from '../../../lib/library-limit';
import { errorBody, mockApi } from '../../../testing/mock-api';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { emptyComposerValues } from '../model/composer-values';
import { ComposerForm } from './composer-form';
import { testAccount } from './test-accounts';
import { testUser } from '../../../testing/test-user';

const user = testUser();

/** POST /api/posts answers `refusal`; the Save to Library field lists one category. */
async function postWithSaveToLibrary(refusal: ReturnType<typeof errorBody>) {
  mockApi({
    'GET /api/categories?calendarId=': () => ({
      body: [{ _id: '00000000-0000-4000-8000-0000000000ca', title: 'Announcements', count: 3 }],
    }),
    'POST /api/posts': () => ({ status: 403, body: refusal }),
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  const { user: person } = renderWithProviders(
    <ComposerForm
      calendarId="7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d"
      postId={null}
      initialValues={{
        ...emptyComposerValues(),
        message: 'Our new seasonal menu arrives on Monday.',
        accountIds: ['00000000-0000-4000-8000-0000000000a1'],
        saveToLibrary: true,
        libraryCategoryId: '00000000-0000-4000-8000-0000000000ca',
      }}
      accounts={[
        testAccount({
          _id: '00000000-0000-4000-8000-0000000000a1',
          name: 'Main page',
          socialMedia: 'twitter',
          type: null,
        }),
      ]}
      onClose={() => {}}
      onSaved={() => {}}
    />,
    { queryClient },
  );
  await person.type(screen.getByLabelText('Image URL'), 'https://images.example.com/menu.png');
  await person.click(screen.getByRole('button', { name: 'Add image' }));
  const setTimeoutSpy = vi.spyOn(window, 'setTimeout');
  await person.click(screen.getByRole('button', { name: 'Post' }));
  return setTimeoutSpy;
}

afterEach(() => vi.restoreAllMocks());

describe("the composer's Save to Library past the plan's limit", { timeout: 30_000 }, () => {
  it('shows the limit message and opens /upgrade-profile in a new tab after 2.5 s', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const setTimeoutSpy = await postWithSaveToLibrary(
      errorBody('PLAN_LIMIT', messages.library.limitReached(50), { reason: 'limit_exceed' }),
    );
    expect(await screen.findByText('The limit of 50 posts in Library is reached.')).toBeVisible();
    expect(open).not.toHaveBeenCalled();
    const redirect = setTimeoutSpy.mock.calls.find(([, delay]) => delay === libraryLimitRedirectMs);
    expect(redirect).toBeDefined();
    act(() => (redirect?.[0] as () => void)());
    expect(open).toHaveBeenCalledWith(
      '/7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d/upgrade-profile',
      '_blank',
      'noopener',
    );
  });

  it('opens nothing by itself for another plan limit', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const setTimeoutSpy = await postWithSaveToLibrary(
      errorBody('PLAN_LIMIT', messages.upgrade.limitExceed(1, 'social accounts'), { reason: 'limit_exceed' }),
    );
    expect(await screen.findByText('You have reached your limits of 1 social accounts')).toBeVisible();
    expect(setTimeoutSpy.mock.calls.some(([, delay]) => delay === libraryLimitRedirectMs)).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});
