import {
  type AccountMetadata,
  type PostVideo,
  type TikTokCreatorInfo,
  type TikTokPostSettings,
  messages,
} from '@kairos/core';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQuery } from '../../../lib/current-user';
import { errorBody, mockApi } from '../../../testing/mock-api';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { testUser } from '../../../testing/test-user';
import { emptyComposerValues } from '../model/composer-values';
import { ComposerForm } from './composer-form';
import { testAccount } from './test-accounts';
import { TikTokSection } from './tiktok-section';

const creatorId = '00000000-0000-4000-8000-0000000007c1';
const creator = testAccount({ _id: creatorId, name: 'Clips', socialMedia: 'tiktok', type: 'personal' });
const info: TikTokCreatorInfo = {
  nickname: 'Kairos Clips',
  username: 'kairosclips',
  avatarUrl: null,
  privacyLevelOptions: ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'],
  commentDisabled: true,
  duetDisabled: false,
  stitchDisabled: false,
  maxVideoPostDurationSec: 60,
};
const video: PostVideo = {
  url: 'https://cdn.example.com/v.mp4',
  thumbnail: null,
  duration: 30,
  videoWidth: 1080,
  videoHeight: 1920,
  size: 1000,
  postingVideoShort: false,
  postingVideoForKids: false,
  typeOfPostYoutube: 'private',
};

/** What the section answered, change by change. */
const changes: TikTokPostSettings[][] = [];
const latest = () => changes.at(-1) ?? [];

function Harness(props: { video: PostVideo | null; metadata?: AccountMetadata[] }) {
  const [settings, setSettings] = useState<TikTokPostSettings[]>([]);
  return (
    <TikTokSection
      accounts={[creator]}
      metadata={props.metadata ?? []}
      settings={settings}
      video={props.video}
      onChange={(next) => {
        changes.push(next);
        setSettings(next);
      }}
    />
  );
}

function show(
  props: { video: PostVideo | null; metadata?: AccountMetadata[] },
  answer: () => object = () => ({ body: info }),
) {
  mockApi({ [`GET /api/accounts/${creatorId}/tiktok-creator`]: answer });
  return renderWithProviders(<Harness {...props} />);
}

const privacy = () => screen.getByRole('combobox', { name: 'Who can see this post' });

afterEach(() => vi.unstubAllGlobals());

// TikTok's Content Sharing Guidelines, "Required UX Implementation in Your App".
describe("the composer's TikTok options", { timeout: 30_000 }, () => {
  it("shows the creator's nickname and a privacy with no default, from the creator's options only", async () => {
    const { user } = show({ video });
    expect(await screen.findByText('Kairos Clips')).toBeInTheDocument();
    expect(screen.getByText(/@kairosclips/)).toBeInTheDocument();
    expect(privacy()).toHaveValue('');
    await user.click(privacy());
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Everyone', 'Friends', 'Only me']);
    await user.click(screen.getByRole('option', { name: 'Friends' }));
    expect(latest()).toEqual([
      expect.objectContaining({ accountId: creatorId, privacyLevel: 'MUTUAL_FOLLOW_FRIENDS' }),
    ]);
  });

  it('leaves every interaction off and greys out the ones the creator turned off', async () => {
    show({ video });
    expect(await screen.findByRole('checkbox', { name: 'Comment' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Duet' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Stitch' })).not.toBeChecked();
  });

  it('offers only Comment for a photo post', async () => {
    show({ video: null });
    expect(await screen.findByRole('checkbox', { name: 'Comment' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Duet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Stitch' })).not.toBeInTheDocument();
  });

  it('says a video is longer than the creator may post', async () => {
    show({ video: { ...video, duration: 90 } });
    expect(await screen.findByText(messages.tiktok.videoTooLong(60))).toBeInTheDocument();
  });

  it('discloses in TikTok’s words, and keeps branded content from being private', async () => {
    const { user } = show({ video });
    const consent = await screen.findByTestId('tiktok-consent');
    expect(consent).toHaveTextContent(messages.tiktok.musicUsageConsent);
    await user.click(privacy());
    await user.click(screen.getByRole('option', { name: 'Only me' }));
    await user.click(screen.getByRole('switch', { name: /Disclose post content/ }));
    expect(screen.getByTestId('tiktok-label')).toHaveTextContent(messages.tiktok.disclosureIncomplete);
    await user.click(screen.getByRole('checkbox', { name: /Your brand/ }));
    expect(screen.getByTestId('tiktok-label')).toHaveTextContent(messages.tiktok.promotionalLabel);
    expect(consent).toHaveTextContent(messages.tiktok.musicUsageConsent);
    await user.click(screen.getByRole('checkbox', { name: /Branded content/ }));
    expect(screen.getByTestId('tiktok-label')).toHaveTextContent(messages.tiktok.paidPartnershipLabel);
    expect(screen.getByTestId('tiktok-consent')).toHaveTextContent(messages.tiktok.brandedContentConsent);
    // The private choice made before is undone, and Only me cannot be chosen again.
    expect(privacy()).toHaveValue('');
    expect(screen.getByText(messages.tiktok.brandedContentPrivate)).toBeInTheDocument();
    await user.click(privacy());
    expect(screen.getByRole('option', { name: 'Only me' })).toHaveAttribute('data-combobox-disabled', 'true');
    expect(latest()[0]).toMatchObject({
      discloseContent: true,
      yourBrand: true,
      brandedContent: true,
      privacyLevel: null,
    });
  });

  it('links the policies the consent names', async () => {
    show({ video });
    const consent = await screen.findByTestId('tiktok-consent');
    expect(within(consent).getByRole('link', { name: 'Music Usage Confirmation' })).toHaveAttribute(
      'href',
      'https://www.tiktok.com/legal/page/global/music-usage-confirmation/en',
    );
  });

  it('asks nothing for an account posted from the phone (feed reminder)', () => {
    show({ video, metadata: [{ accountId: creatorId, feedReminder: true }] });
    expect(screen.queryByText('TikTok')).not.toBeInTheDocument();
  });

  it('tells the creator to try later when TikTok says they cannot post now', async () => {
    show({ video }, () => ({
      status: 422,
      body: errorBody('RULE_VIOLATION', messages.tiktok.cannotPostNow),
    }));
    expect(await screen.findByText(messages.tiktok.cannotPostNow)).toBeInTheDocument();
  });
});

describe('Post with a TikTok account', { timeout: 30_000 }, () => {
  it('is refused until the privacy is chosen, with the message the API gives too', async () => {
    const { calls } = mockApi({ [`GET /api/accounts/${creatorId}/tiktok-creator`]: () => ({ body: info }) });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(currentUserQuery.queryKey, testUser());
    const { user } = renderWithProviders(
      <ComposerForm
        calendarId="7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d"
        postId={null}
        initialValues={{
          ...emptyComposerValues(),
          message: 'Menu of the week',
          accountIds: [creatorId],
          video,
        }}
        accounts={[creator]}
        onClose={() => {}}
        onSaved={() => {}}
      />,
      { queryClient },
    );
    await screen.findByText('Kairos Clips');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByTestId('composer-errors')).toHaveTextContent(messages.tiktok.privacyRequired('Clips'));
    expect(calls.filter((call) => call.path === '/api/posts')).toEqual([]);
  });
});
