import {
  canPostAnyway,
  clickableScore,
  networkName,
  twitterBlockingScore,
  type SimilarityResult,
  postExcerpt,
} from '@kairos/core';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { libraryMatches } from '../../lib/rule-violations';
import { SimilarityScoreRow } from './similarity-score-row';

interface SimilarityModalProps {
  result: SimilarityResult | null;
  /** 'post' for the composer; 'library' for the library similarity dialog. */
  subject?: 'post' | 'library';
  onCancel: () => void;
  /** Resends with `ignoreComplianceCheck: true`. */
  onPostAnyway: () => void;
  pending?: boolean;
}

/**
 * The similarity / compliance warning (spec "Blocking and override"): the highest score per network,
 * a network at 60 or more opens its accounts with their scores; Cancel, or 'Post anyway', which is
 * hidden when the Twitter score is 95 or more (X refuses near-duplicates).
 */
export function SimilarityModal({
  result,
  subject = 'post',
  onCancel,
  onPostAnyway,
  pending = false,
}: SimilarityModalProps) {
  const allowed = result !== null && canPostAnyway(result);
  const title = subject === 'library' ? 'Similar content is already in your Library' : 'Similar posts found';
  return (
    <Modal opened={result !== null} onClose={onCancel} title={title} centered size="lg">
      {result !== null && (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconCopy
              size={20}
              color="var(--mantine-color-orange-6)"
              style={{ flex: 'none', marginTop: 2 }}
            />
            <Text size="sm">
              {subject === 'library'
                ? 'This content looks a lot like content you already have. Posting near-duplicates can get accounts limited by the networks.'
                : `This post looks a lot like posts on the same accounts within 30 days of its date. Networks may limit accounts that repeat themselves. Scores of ${clickableScore} or more show the accounts.`}
            </Text>
          </Group>
          <Stack gap={6}>
            {result.socialMedias.map((network) => (
              <SimilarityScoreRow
                key={network.socialMedia}
                label={networkName(network.socialMedia)}
                score={network.maxScore}
                accounts={network.accounts}
              />
            ))}
            {libraryMatches(result).map((match) => (
              <SimilarityScoreRow
                key={match._id}
                label={`Library: ${postExcerpt(match.message, 60)}`}
                score={match.score}
                accounts={[]}
              />
            ))}
          </Stack>
          {!allowed && (
            <Alert color="red" variant="light" data-testid="similarity-blocked">
              {`Twitter refuses posts that are ${twitterBlockingScore}% or more alike. Please change the text before posting.`}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            {allowed && (
              <Button color="orange" onClick={onPostAnyway} loading={pending}>
                Post anyway
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
