import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { quietAssistant, wideScreen } from '../../testing/assistant-api';
import { mockApi, errorBody } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render';
import { AssistedTextarea } from './assisted-textarea';

const calendarId = '7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d';

function Editor({ initial = '', autocomplete = false }: { initial?: string; autocomplete?: boolean }) {
  const [text, setText] = useState(initial);
  const textarea = useRef<HTMLTextAreaElement>(null);
  return (
    <>
      <label htmlFor="message">Message</label>
      <AssistedTextarea
        id="message"
        calendarId={calendarId}
        value={text}
        onChange={(next) => setText(next)}
        textareaRef={textarea}
        autocomplete={autocomplete}
        placeholder="Say something"
        minRows={4}
        maxRows={8}
      />
    </>
  );
}

const editor = () => screen.getByLabelText<HTMLTextAreaElement>('Message');

describe('the text check', () => {
  it('underlines a misspelling and replaces it with the chosen fix', async () => {
    const api = mockApi({
      ...quietAssistant,
      'POST /api/text-check': ({ body }) => {
        const { text } = body as { text: string };
        const offset = text.indexOf('teh');
        return {
          body: {
            problems:
              offset < 0 ? [] : [{ offset, length: 3, word: 'teh', suggestions: ['the', 'ten', 'tech'] }],
          },
        };
      },
    });
    const { user } = renderWithProviders(<Editor />);
    await user.click(editor());
    await user.paste('I love teh smell of coffee');

    const underline = await screen.findByTestId('misspelling');
    expect(underline).toHaveTextContent('teh');
    // The copy under the textarea holds the same text, so the underline sits under the word.
    expect(screen.getByTestId('editor-overlay').textContent).toBe('I love teh smell of coffee\u200b');
    expect(api.calls.find((call) => call.path === '/api/text-check')?.body).toEqual({
      text: 'I love teh smell of coffee',
      calendarId,
    });

    await user.click(screen.getByRole('button', { name: 'Fix teh' }));
    await user.click(await screen.findByRole('menuitem', { name: 'the' }));
    expect(editor()).toHaveValue('I love the smell of coffee');
    await waitFor(() => expect(screen.queryByTestId('misspelling')).toBeNull());
  });

  it('keeps the underline under the word while the user types on after it', async () => {
    mockApi({
      ...quietAssistant,
      'POST /api/text-check': () => ({
        body: { problems: [{ offset: 0, length: 3, word: 'Teh', suggestions: ['The'] }] },
      }),
    });
    const { user } = renderWithProviders(<Editor initial="Teh end" />);
    expect(await screen.findByTestId('misspelling')).toHaveTextContent('Teh');
    await user.click(editor());
    await user.keyboard('{End} and more');
    expect(screen.getByTestId('misspelling')).toHaveTextContent('Teh');
  });

  it('says when the check is unavailable, and the text stays editable', async () => {
    mockApi({
      ...quietAssistant,
      'POST /api/text-check': () => ({ status: 500, body: errorBody('INTERNAL', 'Something went wrong') }),
    });
    const { user } = renderWithProviders(<Editor />);
    await user.type(editor(), 'Hello there');
    expect(await screen.findByTestId('spelling-error')).toHaveTextContent(
      'Spelling check unavailable: Something went wrong',
    );
    await user.type(editor(), ' friends');
    expect(editor()).toHaveValue('Hello there friends');
  });
});

describe('autocomplete', () => {
  it('shows the suggestion after a pause and Tab accepts it', async () => {
    wideScreen();
    const api = mockApi({
      ...quietAssistant,
      'POST /api/assistant/complete': ({ body }) => ({
        body: { completion: (body as { text: string }).text.endsWith('fresh') ? ' coffee beans' : '' },
      }),
    });
    const { user } = renderWithProviders(<Editor autocomplete />);
    await user.type(editor(), 'Our fresh');
    expect(await screen.findByTestId('autocomplete-ghost')).toHaveTextContent('coffee beans');
    expect(screen.getByTestId('autocomplete-hint')).toHaveTextContent('Tab to add “coffee beans”');
    // Only the pause asks: not every keystroke.
    expect(api.calls.filter((call) => call.path === '/api/assistant/complete')).toHaveLength(1);

    await user.keyboard('{Tab}');
    expect(editor()).toHaveValue('Our fresh coffee beans');
    expect(editor()).toHaveFocus();
    expect(screen.queryByTestId('autocomplete-ghost')).toBeNull();
  });

  it('drops the suggestion as soon as the user types on, and Escape dismisses it', async () => {
    wideScreen();
    mockApi({
      ...quietAssistant,
      'POST /api/assistant/complete': () => ({ body: { completion: ' today' } }),
    });
    const { user } = renderWithProviders(<Editor autocomplete />);
    await user.type(editor(), 'Open');
    await screen.findByTestId('autocomplete-ghost');
    await user.keyboard('s');
    expect(screen.queryByTestId('autocomplete-ghost')).toBeNull();
    await screen.findByTestId('autocomplete-ghost');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('autocomplete-ghost')).toBeNull();
    await user.keyboard('{Tab}');
    expect(editor()).toHaveValue('Opens');
  });

  it('accepts the suggestion with a swipe on a touch screen', async () => {
    wideScreen();
    mockApi({ ...quietAssistant, 'POST /api/assistant/complete': () => ({ body: { completion: ' now' } }) });
    const { user } = renderWithProviders(<Editor autocomplete />);
    await user.type(editor(), 'Book');
    await screen.findByTestId('autocomplete-ghost');
    fireEvent.touchStart(editor(), { touches: [{ clientX: 10, clientY: 100 }] });
    fireEvent.touchEnd(editor(), { changedTouches: [{ clientX: 120, clientY: 104 }] });
    expect(editor()).toHaveValue('Book now');
  });

  it('says when autocomplete is unavailable, and typing goes on', async () => {
    wideScreen();
    mockApi({
      ...quietAssistant,
      'POST /api/assistant/complete': () => ({
        status: 500,
        body: errorBody('INTERNAL', 'Something went wrong'),
      }),
    });
    const { user } = renderWithProviders(<Editor autocomplete />);
    await user.type(editor(), 'Our fresh');
    expect(await screen.findByText('Autocomplete unavailable: Something went wrong')).toBeInTheDocument();
    await user.type(editor(), ' beans');
    expect(editor()).toHaveValue('Our fresh beans');
  });

  it('asks nothing when the plan lacks autocompleteAPI', async () => {
    wideScreen();
    const api = mockApi(quietAssistant);
    const { user } = renderWithProviders(<Editor autocomplete={false} />);
    await user.type(editor(), 'Our fresh');
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/text-check')).toBe(true));
    expect(api.calls.some((call) => call.path === '/api/assistant/complete')).toBe(false);
  });

  it('asks nothing under 768 px', async () => {
    const api = mockApi(quietAssistant);
    const { user } = renderWithProviders(<Editor autocomplete />);
    await user.type(editor(), 'Our fresh');
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/text-check')).toBe(true));
    expect(api.calls.some((call) => call.path === '/api/assistant/complete')).toBe(false);
  });
});

describe('emoji suggestions', () => {
  it('offers emoji for the word being typed and puts the chosen one after it', async () => {
    const api = mockApi({
      ...quietAssistant,
      'GET /api/assistant/emoji?q=coffee&count=15': () => ({
        body: {
          emoji: [
            { char: '☕', name: 'hot beverage' },
            { char: '🫘', name: 'beans' },
          ],
        },
      }),
    });
    const { user } = renderWithProviders(<Editor />);
    await user.type(editor(), 'Morning Coffee');
    const row = await screen.findByRole('group', { name: 'Emoji for Coffee' });
    expect(api.calls.filter((call) => call.path.startsWith('/api/assistant/emoji'))).toHaveLength(1);
    await user.click(within(row).getByRole('button', { name: 'Insert ☕ hot beverage' }));
    expect(editor()).toHaveValue('Morning Coffee ☕');
    // After a space there is no word being typed: the row goes.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    expect(screen.queryByRole('group', { name: /Emoji for/ })).toBeNull();
  });
});
