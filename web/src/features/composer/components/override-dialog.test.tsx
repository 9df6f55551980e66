import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUserQuery } from '../../../lib/current-user';
import { type RecordedCall, errorBody, mockApi } from '../../../testing/mock-api';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { testPost } from '../../../testing/test-post';
import { emptyComposerValues } from '../model/composer-values';
import { ComposerForm } from './composer-form';
import { testAccount } from './test-accounts';
import { testUser } from '../../../testing/test-user';

const user = testUser();

const similarity = (socialMedia: string, score: number) => ({
  socialMedias: [
    {
      socialMedia,
      maxScore: score,
      accounts: [{ id: '00000000-0000-4000-8000-0000000000a1', accountName: 'Main page', score }],
    },
  ],
  library: [],
  maxScore: score,
});

/**
 * The first POST /api/posts is refused with `refusal`; the next one saves. `calls` are the saves
 * only: the writing assistant asks its own questions meanwhile.
 */
function postApi(refusal: ReturnType<typeof errorBody>) {
  let calls = 0;
  const api = mockApi({
    'POST /api/posts': () => {
      calls += 1;
      return calls === 1 ? { status: 422, body: refusal } : { status: 201, body: testPost({ _id: 'p1' }) };
    },
  });
  return {
    get calls() {
      return api.calls.filter((call) => call.path === '/api/posts');
    },
  };
}

async function composeAndPost() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  const { user: person } = renderWithProviders(
    <ComposerForm
      calendarId="7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d"
      postId={null}
      initialValues={{
        ...emptyComposerValues(),
        message: 'Fresh beans',
        accountIds: ['00000000-0000-4000-8000-0000000000a1'],
      }}
      accounts={[
        testAccount({
          _id: '00000000-0000-4000-8000-0000000000a1',
          name: 'Main page',
          socialMedia: 'twitter',
          type: null,
        }),
      ]}
      onClose={() => {}}
      onSaved={() => {}}
    />,
    { queryClient },
  );
  await person.type(screen.getByLabelText('Image URL'), 'https://images.example.com/beans.png');
  await person.click(screen.getByRole('button', { name: 'Add image' }));
  await person.click(screen.getByRole('button', { name: 'Post' }));
  return person;
}

const rulesOf = (call: RecordedCall | undefined) =>
  (call?.body as { complianceEngineRules?: unknown } | undefined)?.complianceEngineRules;

describe('blocked by compliance or campaign rules', () => {
  it('shows the similarity scores and resends with ignoreComplianceCheck on Post anyway', async () => {
    const api = postApi(
      errorBody('RULE_VIOLATION', 'This post is very similar to posts on the same accounts.', {
        similarity: similarity('twitter', 72),
      }),
    );
    const person = await composeAndPost();
    const modal = await screen.findByRole('dialog', { name: 'Similar posts found' });
    expect(modal).toHaveTextContent('Twitter');
    expect(modal).toHaveTextContent('72');
    expect(rulesOf(api.calls[0])).toBeUndefined();

    await person.click(within(modal).getByRole('button', { name: 'Post anyway' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(rulesOf(api.calls[1])).toEqual({
      ignoreComplianceCheck: true,
      ignoreCampaignCheck: false,
      fixCampaignConflicts: false,
    });
  }, 60_000);

  it('offers only Cancel when the Twitter score is 95 or more', async () => {
    const api = postApi(
      errorBody('RULE_VIOLATION', 'This post is very similar to posts on the same accounts.', {
        similarity: similarity('twitter', 97),
      }),
    );
    const person = await composeAndPost();
    const modal = await screen.findByRole('dialog', { name: 'Similar posts found' });
    expect(within(modal).queryByRole('button', { name: 'Post anyway' })).toBeNull();
    await person.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Similar posts found' })).toBeNull());
    expect(api.calls).toHaveLength(1);
  }, 60_000);

  it('lists campaign conflicts and resends with fixCampaignConflicts or ignoreCampaignCheck', async () => {
    const conflict = {
      campaignId: 'k1',
      campaignName: 'Autumn tips',
      accountId: '00000000-0000-4000-8000-0000000000a1',
      accountName: 'Main page',
      postDate: '2030-03-14T08:00:00.000Z',
    };
    const api = postApi(
      errorBody('RULE_VIOLATION', 'This post is at the same time as a campaign post.', {
        conflicts: [conflict],
      }),
    );
    const person = await composeAndPost();
    const modal = await screen.findByRole('dialog', { name: 'This post conflicts with a campaign' });
    // 08:00 UTC is 9:00 AM in Paris.
    expect(within(modal).getByTestId('campaign-conflicts')).toHaveTextContent(
      'Autumn tipsMain pageMar 14, 9:00 AM',
    );
    expect(within(modal).getByRole('button', { name: 'Ignore campaign check' })).toBeInTheDocument();
    await person.click(within(modal).getByRole('button', { name: 'Fix conflicts' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(rulesOf(api.calls[1])).toEqual({
      ignoreComplianceCheck: false,
      ignoreCampaignCheck: false,
      fixCampaignConflicts: true,
    });
  }, 60_000);
});
