import { messages } from '@kairos/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render';
import { AiTitleButton } from './ai-title-button';

const calendarId = '7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d';
const label = 'Suggest a title with AI';

function renderButton(text: string) {
  const onTitle = vi.fn();
  const rendered = renderWithProviders(
    <AiTitleButton calendarId={calendarId} text={text} onTitle={onTitle} />,
  );
  return { ...rendered, onTitle };
}

describe('the AI title icon', () => {
  it('is hidden for a text of 10 characters or fewer', () => {
    renderButton('  Ten chars!  '.slice(0, 12));
    expect(screen.queryByRole('button', { name: label })).toBeNull();
  });

  it('fills the title with the one proposed, and says when the model failed', async () => {
    const api = mockApi({
      'POST /api/assistant/title': () => ({
        body: { engine: 'builtin', notice: messages.assistant.model.unavailable, title: 'Cold brew season' },
      }),
    });
    const { user, onTitle } = renderButton('Our cold brew season starts today');
    await user.click(screen.getByRole('button', { name: label }));
    await vi.waitFor(() => expect(onTitle).toHaveBeenCalledWith('Cold brew season'));
    expect(api.calls[0]?.body).toEqual({ calendarId, text: 'Our cold brew season starts today' });
    expect(await screen.findByText(messages.assistant.model.unavailable)).toBeInTheDocument();
  });

  it('shows the error and leaves the title alone when the request fails', async () => {
    mockApi({
      'POST /api/assistant/title': () => ({
        status: 500,
        body: errorBody('INTERNAL', 'Something went wrong'),
      }),
    });
    const { user, onTitle } = renderButton('Our cold brew season starts today');
    await user.click(screen.getByRole('button', { name: label }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(onTitle).not.toHaveBeenCalled();
  });

  it('says so when no title could be drawn, and leaves the title alone', async () => {
    mockApi({ 'POST /api/assistant/title': () => ({ body: { engine: 'builtin', title: '' } }) });
    const { user, onTitle } = renderButton('Our cold brew season starts today');
    await user.click(screen.getByRole('button', { name: label }));
    expect(await screen.findByText('No title could be drawn from this text yet.')).toBeInTheDocument();
    expect(onTitle).not.toHaveBeenCalled();
  });
});
