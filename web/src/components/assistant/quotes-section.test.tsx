import { messages } from '@kairos/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentUserQuery } from '../../lib/current-user';
import { userOnPlan } from '../../testing/assistant-api';
import { errorBody, mockApi } from '../../testing/mock-api';
import { createTestQueryClient, renderWithProviders } from '../../testing/render';
import { testUser } from '../../testing/test-user';
import { QuotesSection } from './quotes-section';

const calendarId = '7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d';
const article = 'https://news.example.com/coffee-prices';
const quotes = ['Prices rose by a third.', 'Growers expect a better harvest.', 'Cafés are holding prices.'];

function renderSection(text: string, user = userOnPlan('basicnew')) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  const onInsert = vi.fn();
  const rendered = renderWithProviders(
    <QuotesSection
      calendarId={calendarId}
      text={text}
      onInsert={onInsert}
      upgradeHref="/cal/upgrade-profile"
      actions={<button type="button">Summarize Article or Paragraph</button>}
    />,
    { queryClient },
  );
  return { ...rendered, onInsert };
}

describe('the quotes section', () => {
  it('shows the quotes of the linked article one at a time; a click adds one', async () => {
    const api = mockApi({ 'POST /api/assistant/quotes': () => ({ body: { quotes } }) });
    const { user, onInsert } = renderSection(`Read this: ${article}`);
    const carousel = await screen.findByTestId('quote-carousel');
    expect(api.calls[0]?.body).toEqual({ calendarId, url: article });
    expect(carousel).toHaveTextContent('“Prices rose by a third.”');
    expect(carousel).toHaveTextContent('1 / 3');
    expect(within(carousel).getByRole('button', { name: 'Previous quote' })).toBeDisabled();

    await user.click(within(carousel).getByRole('button', { name: 'Next quote' }));
    await user.click(within(carousel).getByRole('button', { name: 'Next quote' }));
    expect(carousel).toHaveTextContent('3 / 3');
    expect(within(carousel).getByRole('button', { name: 'Next quote' })).toBeDisabled();
    await user.click(within(carousel).getByRole('button', { name: 'Previous quote' }));
    await user.click(within(carousel).getByRole('button', { name: 'Insert quote 2' }));
    expect(onInsert).toHaveBeenCalledWith('Growers expect a better harvest.');
    expect(screen.getByRole('button', { name: 'Summarize Article or Paragraph' })).toBeInTheDocument();
  });

  it('asks for a link when the message has none', () => {
    const api = mockApi({});
    renderSection('No link in this message');
    expect(screen.getByText('Add an article’s link to your message to get quotes from it.')).toBeVisible();
    expect(api.calls).toHaveLength(0);
  });

  it("says 'Upgrade your plan and get Quotes' without asking when the plan lacks quotes", () => {
    const api = mockApi({});
    renderSection(`Read this: ${article}`, testUser());
    expect(screen.getByRole('link', { name: messages.plans.quotesUpgrade })).toHaveAttribute(
      'href',
      '/cal/upgrade-profile',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('says so when the server refuses quotes for the plan', async () => {
    mockApi({
      'POST /api/assistant/quotes': () => ({
        status: 403,
        body: errorBody('PLAN_LIMIT', messages.plans.quotesUpgrade, { reason: 'no_access' }),
      }),
    });
    renderSection(`Read this: ${article}`);
    // The plan's answer, not an error: the same upgrade link as when the plan is known to lack quotes.
    expect(await screen.findByRole('link', { name: messages.plans.quotesUpgrade })).toBeVisible();
    expect(screen.queryByTestId('quotes-error')).toBeNull();
  });

  it('shows why the article could not be read, and when it has no quotes', async () => {
    mockApi({
      'POST /api/assistant/quotes': () => ({
        status: 422,
        body: errorBody('VALIDATION_FAILED', messages.assistant.pageTimeout, {
          details: [{ path: 'body.url', message: messages.assistant.pageTimeout }],
        }),
      }),
    });
    const first = renderSection(`Read this: ${article}`);
    expect(await screen.findByTestId('quotes-error')).toHaveTextContent(messages.assistant.pageTimeout);
    first.unmount();

    mockApi({ 'POST /api/assistant/quotes': () => ({ body: { quotes: [] } }) });
    renderSection(`Read this: ${article}`);
    expect(await screen.findByText('No quotes found in this article.')).toBeVisible();
  });
});
