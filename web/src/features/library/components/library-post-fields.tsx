import '@mantine/dates/styles.css';
import { callToActionLabels, callToActionTypes, variationNetworks } from '@kairos/core';
import { Group, Select, SimpleGrid, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { HashtagSuggestions } from '../../../components/assistant/hashtag-suggestions';
import { MessageQuotes } from '../../../components/assistant/message-quotes';
import { type LibraryPostValues, type VariationNetwork } from '../model/library-post-values';
import { LibraryMessageEditor } from './library-message-editor';
import { NetworkIcon, VariationsEditor } from './variations-editor';

interface LibraryPostFieldsProps {
  calendarId: string;
  upgradeHref: string | null;
  onUpgrade: (message: string) => void;
  values: LibraryPostValues;
  set: <K extends keyof LibraryPostValues>(name: K, value: LibraryPostValues[K]) => void;
  setVariation: (network: VariationNetwork, message: string) => void;
}

/** The Add to Library modal's content: message (or per-network variations), hashtags, title, call to action. */
export function LibraryPostFields(props: LibraryPostFieldsProps) {
  const { calendarId, upgradeHref, onUpgrade, values, set, setVariation } = props;
  const imageMediaIds = values.images.flatMap((image) =>
    image.mediaId === undefined ? [] : [image.mediaId],
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Switch
          label="Multi Post"
          description="Write a version of the message for each network"
          checked={values.multiPost}
          onChange={(event) => set('multiPost', event.currentTarget.checked)}
        />
        <Group gap={8} aria-hidden>
          {variationNetworks.map((network) => (
            <NetworkIcon key={network} network={network} size={20} />
          ))}
        </Group>
      </Group>
      <LibraryMessageEditor
        calendarId={calendarId}
        message={values.message}
        onChange={(message) => set('message', message)}
        onTitle={(title) => set('postTitle', title)}
      />
      {values.multiPost && <VariationsEditor variations={values.variations} onChange={setVariation} />}
      <MessageQuotes
        calendarId={calendarId}
        message={values.message}
        upgradeHref={upgradeHref}
        onUpgrade={onUpgrade}
        onMessage={(message) => set('message', message)}
      />
      <TagsInput
        label="Hashtags"
        placeholder="Type a hashtag and press Enter"
        value={values.hashtags}
        onChange={(hashtags) =>
          set(
            'hashtags',
            hashtags.map((tag) => tag.replace(/^#*/, '#')),
          )
        }
        clearable
      />
      <HashtagSuggestions
        calendarId={calendarId}
        text={values.message}
        imageMediaIds={imageMediaIds}
        chosen={values.hashtags}
        onAdd={(hashtag) => set('hashtags', [...values.hashtags, hashtag])}
      />
      <SimpleGrid cols={2} spacing="md">
        <TextInput
          label="Title"
          placeholder="Optional title (Google Business, YouTube, stories)"
          value={values.postTitle}
          onChange={(event) => set('postTitle', event.currentTarget.value)}
        />
        <DateInput
          label="Expires on"
          placeholder="Never"
          clearable
          valueFormat="MMM D, YYYY"
          value={values.expirationDate}
          onChange={(value) => set('expirationDate', value === null ? null : value.slice(0, 10))}
        />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="md">
        <Select
          label="Add link / Call to action"
          data={callToActionTypes
            .filter((type) => type !== 'OFFER')
            .map((type) => ({ value: type, label: callToActionLabels[type] }))}
          value={values.actionType}
          allowDeselect={false}
          onChange={(type) => {
            const next = type ?? 'DEFAULT';
            set('actionType', next);
            // "CALL and OFFER clear the url".
            if (next === 'CALL') set('actionUrl', '');
          }}
        />
        <TextInput
          label="Link"
          placeholder="https://"
          disabled={values.actionType === 'CALL'}
          value={values.actionUrl}
          onChange={(event) => set('actionUrl', event.currentTarget.value)}
        />
      </SimpleGrid>
    </Stack>
  );
}
