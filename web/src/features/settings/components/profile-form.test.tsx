import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeUpload, fakeUploads, uploadId } from '../../../testing/fake-upload';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { testUser } from '../../../testing/test-user';
import { ProfileForm } from './profile-form';

beforeEach(() => {
  fakeUploads();
});

describe('ProfileForm', () => {
  it('uploads a picture as an avatar and saves its link with the profile', async () => {
    const picture = `https://kairos.test/api/media/files/${uploadId(1)}?expires=1&signature=s`;
    const api = mockApi({
      'POST /api/media/uploads': () => ({
        status: 201,
        body: {
          uploadId: uploadId(1),
          uploadUrl: `/api/media/uploads/${uploadId(1)}/content`,
          method: 'PUT',
          headers: {},
          expiresAt: '2030-01-01T00:00:00.000Z',
        },
      }),
      [`POST /api/media/uploads/${uploadId(1)}/complete`]: () => ({
        body: {
          _id: uploadId(1),
          url: picture,
          thumbnailUrl: null,
          mimeType: 'image/png',
          size: 2048,
          width: 200,
          height: 200,
          duration: null,
          is4K: false,
        },
      }),
      'PUT /api/settings': (call) => ({ body: { ...testUser(), ...(call.body as object) } }),
    });
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <ProfileForm user={testUser({ avatar: null })} calendarId="c1" />,
    );
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    FakeUpload.sent[0]!.finish();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Avatar/ })).toHaveValue(picture));
    const started = api.calls.find((call) => call.path === '/api/media/uploads');
    expect(started?.body).toMatchObject({ calendarId: 'c1', kind: 'avatar', mimeType: 'image/png' });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/settings')).toBe(true));
    const saved = api.calls.find((call) => call.path === '/api/settings');
    expect(saved?.body).toMatchObject({ avatar: picture });
  });
});
