import { Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { type Offer, offerDuration, offerUnits } from '@kairos/core';

interface OfferFieldsProps {
  offer: Offer;
  onChange: (offer: Offer) => void;
}

export function OfferFields({ offer, onChange }: OfferFieldsProps) {
  const set = <K extends keyof Offer>(key: K, value: Offer[K]) => onChange({ ...offer, [key]: value });
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Add offer details for GMB
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label="Coupon code"
          value={offer.couponCode}
          onChange={(event) => set('couponCode', event.currentTarget.value)}
        />
        <TextInput
          label="Redeem online URL"
          placeholder="https://"
          value={offer.redeemOnlineUrl}
          onChange={(event) => set('redeemOnlineUrl', event.currentTarget.value)}
        />
      </SimpleGrid>
      <Group gap="sm" grow>
        <NumberInput
          label="Offer duration"
          min={offerDuration.min}
          max={offerDuration.max}
          value={offer.duration}
          onChange={(value) => set('duration', typeof value === 'number' ? value : offerDuration.min)}
        />
        <Select
          label="Unit"
          data={[...offerUnits]}
          value={offer.unit}
          allowDeselect={false}
          onChange={(value) => set('unit', value ?? 'days')}
        />
      </Group>
      <Textarea
        label="Terms and conditions"
        autosize
        minRows={2}
        value={offer.termsConditions}
        onChange={(event) => set('termsConditions', event.currentTarget.value)}
      />
    </Stack>
  );
}
