import { Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import {
  type CallToAction,
  callToActionLabels,
  callToActionTypes,
  changeCallToActionType,
} from '@kairos/core';
import { OfferFields } from './offer-fields';

interface CallToActionSectionProps {
  callToAction: CallToAction | null;
  onChange: (callToAction: CallToAction | null) => void;
}

const emptyCallToAction: CallToAction = { actionType: 'DEFAULT', url: '', offer: null };
const typeOptions = callToActionTypes.map((type) => ({ value: type, label: callToActionLabels[type] }));

export function CallToActionSection({ callToAction, onChange }: CallToActionSectionProps) {
  const isOffer = callToAction?.actionType === 'OFFER';
  const hasUrl = callToAction !== null && !['CALL', 'OFFER'].includes(callToAction.actionType);
  return (
    <Stack gap="sm">
      <Switch
        label={
          isOffer
            ? 'Add offer details for GMB'
            : 'Add link / Call to action ( IG story, GMB, Alexa and Pinterest only )'
        }
        checked={callToAction !== null}
        onChange={(event) => onChange(event.currentTarget.checked ? emptyCallToAction : null)}
      />
      {callToAction !== null && (
        <Stack gap="sm" pl="xl">
          <SimpleGrid cols={2} spacing="sm">
            <Select
              label="Action type"
              data={typeOptions}
              value={callToAction.actionType}
              allowDeselect={false}
              onChange={(value) => onChange(changeCallToActionType(callToAction, value ?? 'DEFAULT'))}
            />
            {hasUrl && (
              <TextInput
                label="Link"
                placeholder="https://"
                value={callToAction.url}
                onChange={(event) => onChange({ ...callToAction, url: event.currentTarget.value })}
              />
            )}
          </SimpleGrid>
          {isOffer && callToAction.offer !== null && (
            <OfferFields
              offer={callToAction.offer}
              onChange={(offer) => onChange({ ...callToAction, offer })}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
