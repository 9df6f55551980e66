import { messages } from '@kairos/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../testing/mock-api';
import { apiClient, setSessionRejectedHandler } from './api-client';
import { ApiError } from './api-error';
import { getToken, setToken } from './stored-session';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('apiClient', () => {
  it('sends the stored token as a bearer token', async () => {
    setToken('secret-token');
    const { calls } = mockApi({ 'GET /api/user': () => ({ body: {} }) });
    await apiClient.get('/api/user');
    expect(calls[0]?.headers.Authorization).toBe('Bearer secret-token');
  });

  it('throws the error body as an ApiError with status, code, reason and details', async () => {
    mockApi({
      'POST /api/calendars': () => ({
        status: 403,
        body: errorBody('PLAN_LIMIT', 'you have reached your limits of 1 calendars', {
          reason: 'limit_exceed',
          details: [{ path: 'name', message: 'x' }],
        }),
      }),
    });
    const error = await apiClient.post('/api/calendars', { name: 'B' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      code: 'PLAN_LIMIT',
      reason: 'limit_exceed',
      message: 'you have reached your limits of 1 calendars',
      details: [{ path: 'name', message: 'x' }],
      requestId: 'req-test',
    });
  });

  it.each([401, 409])('clears the token and sends the user to /login on a %i', async (status) => {
    window.history.replaceState(null, '', '/cal-1/library');
    setToken('expired');
    const onRejected = vi.fn();
    setSessionRejectedHandler(onRejected);
    mockApi({
      'GET /api/user': () => ({ status, body: errorBody('UNAUTHORIZED', 'Please log in to continue') }),
    });

    await expect(apiClient.get('/api/user')).rejects.toMatchObject({ status });
    expect(getToken()).toBeNull();
    expect(onRejected).toHaveBeenCalledOnce();
  });

  it('leaves the login page alone on a 401, so the form can show the message', async () => {
    window.history.replaceState(null, '', '/login');
    setToken('kept');
    const onRejected = vi.fn();
    setSessionRejectedHandler(onRejected);
    mockApi({
      'POST /api/session/login': () => ({
        status: 401,
        body: errorBody('UNAUTHORIZED', 'Wrong e-mail or password'),
      }),
    });

    await expect(apiClient.post('/api/session/login', {})).rejects.toThrow('Wrong e-mail or password');
    expect(getToken()).toBe('kept');
    expect(onRejected).not.toHaveBeenCalled();
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiClient.get('/api')).rejects.toMatchObject({
      status: 0,
      message: messages.errors.network,
    });
  });

  it('answers a body that is not the error model with the generic message', async () => {
    mockApi({ 'GET /api': () => ({ status: 502, body: '<html>Bad gateway</html>' }) });
    await expect(apiClient.get('/api')).rejects.toMatchObject({
      status: 502,
      message: messages.errors.internal,
    });
  });
});
