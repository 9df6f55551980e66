import { messages } from '@kairos/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render';
import { SummarizeButton } from './summarize-button';

const calendarId = '7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d';
const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');
const summaryReply = { engine: 'builtin', summary: 'Coffee prices rose in May.', title: 'Coffee news' };

function renderButton(text: string) {
  const onUse = vi.fn();
  const onUpgrade = vi.fn();
  const rendered = renderWithProviders(
    <SummarizeButton calendarId={calendarId} text={text} onUse={onUse} onUpgrade={onUpgrade} />,
  );
  return { ...rendered, onUse, onUpgrade };
}

async function open(user: ReturnType<typeof renderButton>['user']) {
  await user.click(screen.getByRole('button', { name: 'Summarize Article or Paragraph' }));
  return screen.findByRole('dialog', { name: 'Summarize Article or Paragraph' });
}

describe('Summarize Article or Paragraph', () => {
  it("refuses fewer than 100 words with the spec's rule, before asking the server", async () => {
    const api = mockApi({});
    const { user } = renderButton(words(99));
    const dialog = await open(user);
    expect(within(dialog).getByText('99 words')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Summarize' }));
    expect(within(dialog).getByText(messages.summarizer.tooShort)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('summarizes a pasted text and replaces the message with the summary', async () => {
    const api = mockApi({ 'POST /api/assistant/summary': () => ({ body: summaryReply }) });
    const text = words(120);
    const { user, onUse } = renderButton(text);
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Summarize' }));
    const result = await within(dialog).findByTestId('summary-result');
    expect(result).toHaveTextContent('Coffee news');
    expect(result).toHaveTextContent('Coffee prices rose in May.');
    expect(api.calls[0]?.body).toEqual({ calendarId, text });
    await user.click(within(dialog).getByRole('button', { name: 'Replace the text' }));
    expect(onUse).toHaveBeenCalledWith('Coffee prices rose in May.', 'replace');
  });

  it("starts from the message's link when the message is short, and sends it as the url", async () => {
    const api = mockApi({
      'POST /api/assistant/summary': () => ({
        body: { ...summaryReply, notice: messages.assistant.model.timeout },
      }),
    });
    const { user, onUse } = renderButton('Worth a read: https://news.example.com/coffee-prices.');
    const dialog = await open(user);
    expect(within(dialog).getByRole('textbox')).toHaveValue('https://news.example.com/coffee-prices');
    await user.click(within(dialog).getByRole('button', { name: 'Summarize' }));
    expect(await within(dialog).findByTestId('assistant-notice')).toHaveTextContent(
      messages.assistant.model.timeout,
    );
    expect(api.calls[0]?.body).toEqual({ calendarId, url: 'https://news.example.com/coffee-prices' });
    await user.click(within(dialog).getByRole('button', { name: 'Add below the text' }));
    expect(onUse).toHaveBeenCalledWith('Coffee prices rose in May.', 'append');
  });

  it('opens the upgrade modal when the plan has no advanced article summarizer', async () => {
    const noAccess = messages.upgrade.noAccess('advanced article summarizer');
    mockApi({
      'POST /api/assistant/summary': () => ({
        status: 403,
        body: errorBody('PLAN_LIMIT', noAccess, { reason: 'no_access' }),
      }),
    });
    const { user, onUpgrade } = renderButton(words(150));
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Summarize' }));
    await vi.waitFor(() => expect(onUpgrade).toHaveBeenCalledWith(noAccess));
    expect(screen.queryByRole('dialog', { name: 'Summarize Article or Paragraph' })).toBeNull();
  });

  it('shows why a link could not be summarized, and lets the user try again', async () => {
    mockApi({
      'POST /api/assistant/summary': () => ({
        status: 422,
        body: errorBody('VALIDATION_FAILED', messages.assistant.notAnArticle, {
          details: [{ path: 'body.url', message: messages.assistant.notAnArticle }],
        }),
      }),
    });
    const { user } = renderButton('https://example.com/');
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Summarize' }));
    expect(await within(dialog).findByTestId('summary-error')).toHaveTextContent(
      messages.assistant.notAnArticle,
    );
    expect(within(dialog).getByRole('button', { name: 'Summarize' })).toBeEnabled();
  });
});
