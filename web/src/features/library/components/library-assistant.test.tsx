import { messages } from '@kairos/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUserQuery } from '../../../lib/current-user';
import { quietAssistant, userOnPlan } from '../../../testing/assistant-api';
import { errorBody, mockApi } from '../../../testing/mock-api';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { LibraryPostModal } from './library-post-modal';

const calendarId = '7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d';
const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

function renderModal(handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    ...quietAssistant,
    [`GET /api/categories?calendarId=${calendarId}`]: () => ({ body: [] }),
    ...handlers,
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, userOnPlan('basicnew'));
  const rendered = renderWithProviders(
    <LibraryPostModal
      calendarId={calendarId}
      post={null}
      categoryId={null}
      upgradeHref={`/${calendarId}/upgrade-profile`}
      canAddCategory={false}
      onClose={() => {}}
    />,
    { queryClient },
  );
  return { ...rendered, api };
}

const editor = () => screen.getByLabelText<HTMLTextAreaElement>('What do you want to say?');

describe('the writing assistant in the Add to Library modal', () => {
  it('generates a caption, proposes a title and adds suggested hashtags', async () => {
    const { user } = renderModal({
      'POST /api/assistant/captions': () => ({
        body: { engine: 'builtin', items: [{ message: { content: 'Slow mornings, strong coffee.' } }] },
      }),
      'POST /api/assistant/title': () => ({ body: { engine: 'builtin', title: 'Slow mornings' } }),
      'POST /api/assistant/hashtags': () => ({
        body: { hashtags: ['slowmorning', 'coffee'], urlHashtags: [], imageHashtags: [] },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Generate Caption' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate Caption' });
    await user.type(within(dialog).getByLabelText('What is the post about?'), 'slow mornings');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Use caption 1' }));
    expect(editor()).toHaveValue('Slow mornings, strong coffee.');

    await user.click(screen.getByRole('button', { name: 'Suggest a title with AI' }));
    expect(await screen.findByDisplayValue('Slow mornings')).toHaveAccessibleName('Title');

    const suggestions = await screen.findByTestId('hashtag-suggestions');
    await user.click(await within(suggestions).findByText('#coffee'));
    // The tag is now one of the post's: a pill in the Hashtags field.
    const pills = [...document.querySelectorAll('.mantine-Pill-label')].map((pill) => pill.textContent);
    expect(pills).toEqual(['#coffee']);
  });

  it('opens the upgrade modal when the summarizer is not in the plan', async () => {
    const noAccess = messages.upgrade.noAccess('advanced article summarizer');
    const { user } = renderModal({
      'POST /api/assistant/summary': () => ({
        status: 403,
        body: errorBody('PLAN_LIMIT', noAccess, { reason: 'no_access' }),
      }),
    });
    await user.click(editor());
    await user.paste(words(110));
    await user.click(screen.getByRole('button', { name: 'Summarize Article or Paragraph' }));
    const dialog = await screen.findByRole('dialog', { name: 'Summarize Article or Paragraph' });
    await user.click(within(dialog).getByRole('button', { name: 'Summarize' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade your plan' })).toHaveTextContent(
      "You don't have access to advanced article summarizer",
    );
  });
});
