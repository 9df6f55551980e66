import { Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { type NetworkOption } from '../lib/network-options';
import { NetworkIcon } from './network-icon';
import { PlanGateBadge } from './plan-gate-badge';

interface NetworkOptionRowProps {
  option: NetworkOption;
  /** This network's connect is on its way (the browser is about to leave for the network). */
  connecting: boolean;
  onConnect: (option: NetworkOption) => void;
}

export function NetworkOptionRow({ option, connecting, onConnect }: NetworkOptionRowProps) {
  return (
    <Group justify="space-between" wrap="nowrap" py={10} data-testid="network-option">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <NetworkIcon socialMedia={option.socialMedia} name={option.name} />
        <Text size="sm" fw={500} truncate="end" c={option.configured ? undefined : 'dimmed'}>
          {option.name}
        </Text>
        <PlanGateBadge planGate={option.planGate} />
        {option.beta && (
          <Tooltip label="Not yet checked against the network's own reference">
            <Badge variant="light" color="orange" size="sm">
              Beta
            </Badge>
          </Tooltip>
        )}
      </Group>
      <Button
        size="compact-sm"
        variant={option.configured ? 'light' : 'default'}
        disabled={!option.configured}
        loading={connecting}
        aria-label={`Connect ${option.name}`}
        onClick={() => onConnect(option)}
      >
        {option.configured ? 'Connect' : 'Not configured'}
      </Button>
    </Group>
  );
}
