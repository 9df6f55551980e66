import { textLengthReport, variationNetworks } from '@kairos/core';
import { Group, Stack, Tabs, Text, Textarea } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';
import { networkColor } from '../../../lib/network-color';
import { type VariationNetwork } from '../model/library-post-values';

const networkIcons = {
  twitter: IconBrandX,
  facebook: IconBrandFacebook,
  linkedin: IconBrandLinkedin,
  instagram: IconBrandInstagram,
} as const;

const networkLabels: Record<VariationNetwork, string> = {
  twitter: 'Twitter',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
};

export function NetworkIcon({ network, size = 16 }: { network: VariationNetwork; size?: number }) {
  const Icon = networkIcons[network];
  return <Icon size={size} color={networkColor(network)} aria-label={networkLabels[network]} />;
}

function Counter({ network, text }: { network: VariationNetwork; text: string }) {
  const report = textLengthReport(network, text);
  return (
    <Text size="xs" c={report.tooLong ? 'red' : 'dimmed'} ta="right">
      {report.limit === null ? report.length : `${report.length} / ${report.limit}`}
    </Text>
  );
}

interface VariationsEditorProps {
  variations: Record<VariationNetwork, string>;
  onChange: (network: VariationNetwork, message: string) => void;
}

/** "another view offers per-network variations": a message per network, empty ones use the main message. */
export function VariationsEditor({ variations, onChange }: VariationsEditorProps) {
  return (
    <Tabs defaultValue="twitter" variant="outline" radius="md">
      <Tabs.List>
        {variationNetworks.map((network) => (
          <Tabs.Tab key={network} value={network} leftSection={<NetworkIcon network={network} />}>
            {networkLabels[network]}
            {variations[network].trim() !== '' && (
              <Text span c="teal" fw={700} ml={6}>
                •
              </Text>
            )}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {variationNetworks.map((network) => (
        <Tabs.Panel key={network} value={network} pt="sm">
          <Stack gap={4}>
            <Textarea
              aria-label={`${networkLabels[network]} message`}
              placeholder={`The ${networkLabels[network]} version. Leave it empty to use the main message.`}
              autosize
              minRows={4}
              maxRows={8}
              value={variations[network]}
              onChange={(event) => onChange(network, event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Counter network={network} text={variations[network]} />
            </Group>
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
