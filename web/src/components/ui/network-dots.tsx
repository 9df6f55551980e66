import { Group, Tooltip } from '@mantine/core';
import { type PostView } from '@kairos/core';
import { networkColor } from '../../lib/network-color';

/** One dot per network the post goes to. */
export function NetworkDots({ post }: { post: PostView }) {
  const networks = [...new Set(post.targets.map((target) => target.socialMedia))];
  return (
    <Group gap={3} wrap="nowrap">
      {networks.map((network) => (
        <Tooltip key={network} label={network} withArrow>
          <span
            aria-label={network}
            style={{ width: 8, height: 8, borderRadius: 4, background: networkColor(network), flex: 'none' }}
          />
        </Tooltip>
      ))}
    </Group>
  );
}
