import { Avatar, Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { type ConnectCandidate } from '@kairos/core';

interface CandidateOptionProps {
  candidate: ConnectCandidate;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One page, group, board or channel the network offered. */
export function CandidateOption({ candidate, checked, onChange }: CandidateOptionProps) {
  return (
    <Checkbox.Card
      checked={checked}
      onClick={() => onChange(!checked)}
      radius="md"
      p="sm"
      aria-label={candidate.name}
    >
      <Group wrap="nowrap" gap="sm">
        <Checkbox.Indicator />
        <Avatar src={candidate.avatar} alt="" radius="xl" size={36} name={candidate.name} color="initials" />
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          <Text size="sm" fw={600} truncate="end">
            {candidate.name}
          </Text>
          {candidate.type !== null && (
            <Text size="xs" c="dimmed" tt="capitalize">
              {candidate.type}
            </Text>
          )}
        </Stack>
        {candidate.connected && (
          <Badge size="sm" variant="light" color="teal">
            Connected
          </Badge>
        )}
      </Group>
    </Checkbox.Card>
  );
}
