import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render';
import { BannerDialog } from './banner-dialog';

const calendarId = '7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d';
const uid = '00000000-0000-4000-8000-000000000009';
const template = {
  uid: 'sale-instagram',
  name: 'Big sale',
  tags: ['sale'],
  size: 'instagram-post',
  width: 1080,
  height: 1080,
  preview_url: '/api/design/templates/sale-instagram/preview.png',
  fields: {
    texts: { heading: 'SUMMER SALE', body: 'Up to 50% off' },
    colours: { background: '#1d3557', accent: '#e63946', text: '#f1faee' },
    images: [],
    fonts: { heading: 'Oswald', body: 'Inter' },
  },
};
const media = {
  _id: '00000000-0000-4000-8000-000000000010',
  url: '/api/media/files/banner',
  thumbnailUrl: null,
  jpegUrl: null,
  mimeType: 'image/png',
  size: 3000,
  width: 1080,
  height: 1080,
  duration: null,
  is4K: false,
};
const job = (status: string, extra: object = {}) => ({
  body: {
    data: { uid, kind: 'banner', status, progress: 0, image_url: null, media: null, error: null, ...extra },
  },
});

describe('the banner dialog', () => {
  it('sends the changed fields, polls the job every 2.5 s and attaches the image once', async () => {
    const polls: number[] = [];
    const api = mockApi({
      'GET /api/design/templates?': () => ({ body: { data: [template] } }),
      'POST /api/design/banners': () => ({ status: 202, body: { data: { uid } } }),
      [`GET /api/design/jobs/${uid}`]: () => {
        polls.push(Date.now());
        return polls.length < 2
          ? job('running')
          : job('ready', { progress: 100, image_url: media.url, media });
      },
    });
    const onAttach = vi.fn();
    const { user } = renderWithProviders(
      <BannerDialog calendarId={calendarId} pictures={[]} onClose={() => {}} onAttach={onAttach} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Graphic template' });
    await user.click(await within(dialog).findByTestId('template-sale-instagram'));
    const heading = within(dialog).getByLabelText('Text: heading');
    await user.clear(heading);
    await user.type(heading, 'WINTER SALE');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await vi.waitFor(() => expect(onAttach).toHaveBeenCalledWith(media), { timeout: 8000 });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      calendarId,
      imageData: {
        template: 'sale-instagram',
        modifications: { texts: { heading: 'WINTER SALE' }, colours: {}, fonts: {}, images: {} },
      },
    });
    expect(polls[1]! - polls[0]!).toBeGreaterThanOrEqual(2400);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onAttach).toHaveBeenCalledTimes(1);
  }, 15_000);

  it("shows the server's refusal (the plan) and a failed job's message", async () => {
    mockApi({
      'GET /api/design/templates?': () => ({ body: { data: [template] } }),
      'POST /api/design/banners': () => ({
        status: 403,
        body: errorBody('PLAN_LIMIT', "you don't have access to banner image generation", {
          reason: 'no_access',
        }),
      }),
    });
    const { user } = renderWithProviders(
      <BannerDialog calendarId={calendarId} pictures={[]} onClose={() => {}} onAttach={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Graphic template' });
    await user.click(await within(dialog).findByTestId('template-sale-instagram'));
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByTestId('banner-error')).toHaveTextContent(
      "you don't have access to banner image generation",
    );
  });
});
