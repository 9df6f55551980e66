import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { AssistantStatusSection } from './assistant-status-section';

describe("the writing assistant's settings section", () => {
  it("shows the built-in engine and the team's requests this month", async () => {
    mockApi({
      'GET /api/assistant/status': () => ({
        body: { engine: 'builtin', usage: { month: '2026-11', requests: 1234, modelRequests: 0 } },
      }),
    });
    renderWithProviders(<AssistantStatusSection />);
    expect(await screen.findByTestId('assistant-engine')).toHaveTextContent('Built-in');
    expect(screen.getByText('November 2026')).toBeVisible();
    expect(screen.getByTestId('assistant-usage')).toHaveTextContent('1,234 requests');
  });

  it('names the model when the model engine is on', async () => {
    mockApi({
      'GET /api/assistant/status': () => ({
        body: {
          engine: 'model',
          model: 'llama3.1:8b',
          usage: { month: '2026-12', requests: 1, modelRequests: 1 },
        },
      }),
    });
    renderWithProviders(<AssistantStatusSection />);
    expect(await screen.findByTestId('assistant-engine')).toHaveTextContent('Language model');
    expect(screen.getByText('llama3.1:8b')).toBeVisible();
    expect(screen.getByTestId('assistant-usage')).toHaveTextContent('1 request');
    expect(screen.getByText('By your team this month, 1 of them answered by the model')).toBeVisible();
  });

  it('says when the status could not be read, and reads it again on request', async () => {
    let attempt = 0;
    mockApi({
      'GET /api/assistant/status': () => {
        attempt += 1;
        return attempt === 1
          ? { status: 500, body: errorBody('INTERNAL', 'Something went wrong') }
          : { body: { engine: 'builtin', usage: { month: '2026-11', requests: 0, modelRequests: 0 } } };
      },
    });
    const { user } = renderWithProviders(<AssistantStatusSection />);
    expect(await screen.findByText('Something went wrong')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('assistant-usage')).toHaveTextContent('0 requests');
  });
});
