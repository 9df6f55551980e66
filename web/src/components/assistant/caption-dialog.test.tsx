import { messages } from '@kairos/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render';
import { CaptionButton } from './caption-button';

const calendarId = '7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d';
const items = (...contents: string[]) => contents.map((content) => ({ message: { content } }));

function renderButton(text = 'Our new cold brew is here') {
  const onUse = vi.fn();
  const rendered = renderWithProviders(<CaptionButton calendarId={calendarId} text={text} onUse={onUse} />);
  return { ...rendered, onUse };
}

async function openDialog(user: ReturnType<typeof renderButton>['user']) {
  await user.click(screen.getByRole('button', { name: 'Generate Caption' }));
  return screen.findByRole('dialog', { name: 'Generate Caption' });
}

describe('Generate Caption', () => {
  it('sends the options chosen and puts the chosen caption in the editor', async () => {
    const api = mockApi({
      'POST /api/assistant/captions': () => ({
        body: { engine: 'builtin', items: items('Cold brew, done right.', 'Meet your new summer habit.') },
      }),
    });
    const { user, onUse } = renderButton();
    const dialog = await openDialog(user);
    expect(within(dialog).getByLabelText('What is the post about?')).toHaveValue('Our new cold brew is here');
    // Short platforms count 10/25/50/100 words, 10 first.
    expect(within(dialog).getByRole('radio', { name: '10' })).toBeChecked();

    await user.click(within(dialog).getByRole('combobox', { name: 'Platform' }));
    await user.click(await screen.findByRole('option', { name: 'Medium' }));
    // Long ones count 100/250/500/750, 100 first.
    expect(within(dialog).getByRole('radio', { name: '100' })).toBeChecked();
    expect(within(dialog).queryByRole('radio', { name: '25' })).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: '250' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Tone' }));
    await user.click(await screen.findByRole('option', { name: 'Happy' }));
    await user.click(within(dialog).getByRole('radio', { name: '2' }));
    await user.click(within(dialog).getByRole('switch', { name: /Add a Midjourney prompt/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));

    expect(await within(dialog).findAllByTestId('caption-option')).toHaveLength(2);
    expect(api.calls[0]?.body).toEqual({
      calendarId,
      platform: 'medium',
      tone: 'happy',
      wordCount: 250,
      text: 'Our new cold brew is here',
      variant: 2,
      addMidJourneyPrompt: true,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Use caption 2' }));
    expect(onUse).toHaveBeenCalledWith('Meet your new summer habit.');
    expect(screen.queryByRole('dialog', { name: 'Generate Caption' })).toBeNull();
  });

  it("shows the model's notice above the built-in captions", async () => {
    mockApi({
      'POST /api/assistant/captions': () => ({
        body: {
          engine: 'builtin',
          notice: messages.assistant.model.unavailable,
          items: items('Cold brew, done right.'),
        },
      }),
    });
    const { user } = renderButton();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByTestId('assistant-notice')).toHaveTextContent(
      messages.assistant.model.unavailable,
    );
    expect(within(dialog).getByTestId('caption-option')).toHaveTextContent('Cold brew, done right.');
  });

  it('asks for a text before asking the server, and says when nothing came back', async () => {
    const api = mockApi({
      'POST /api/assistant/captions': () => ({ body: { engine: 'builtin', items: [] } }),
    });
    const { user } = renderButton('   ');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(within(dialog).getByText(messages.assistant.textRequired)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('What is the post about?'), 'Cold brew');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText(/No captions came back/)).toBeInTheDocument();
  });

  it("shows the server's message when the request fails, and stays open", async () => {
    mockApi({
      'POST /api/assistant/captions': () => ({
        status: 422,
        body: errorBody('VALIDATION_FAILED', messages.assistant.textTooLong(20_000), {
          details: [{ path: 'body.text', message: messages.assistant.textTooLong(20_000) }],
        }),
      }),
    });
    const { user } = renderButton();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByTestId('caption-error')).toHaveTextContent(
      messages.assistant.textTooLong(20_000),
    );
    expect(within(dialog).getByRole('button', { name: 'Generate' })).toBeEnabled();
  });
});
