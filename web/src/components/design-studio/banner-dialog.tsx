import {
  Alert,
  Button,
  ColorInput,
  Group,
  Image,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { designFonts, type GraphicTemplate, type MediaView } from '@kairos/core';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { startBanner, useDesignJob, useTemplates } from './design-calls';

export interface StudioPicture {
  mediaId: string;
  url: string;
}

interface BannerDialogProps {
  calendarId: string;
  /** The post's uploaded pictures, for a template's picture field. */
  pictures: readonly StudioPicture[];
  onClose: () => void;
  onAttach: (media: MediaView) => void;
}

interface Changes {
  texts: Record<string, string>;
  colours: Record<string, string>;
  fonts: Record<string, string>;
  images: Record<string, string>;
}

const noChanges: Changes = { texts: {}, colours: {}, fonts: {}, images: {} };

function TemplateFields(props: {
  template: GraphicTemplate;
  changes: Changes;
  pictures: readonly StudioPicture[];
  onChange: (changes: Changes) => void;
}) {
  const { template, changes, pictures, onChange } = props;
  const set = (group: keyof Changes, key: string, value: string) =>
    onChange({ ...changes, [group]: { ...changes[group], [key]: value } });
  return (
    <Stack gap="xs" data-testid="banner-fields">
      {Object.entries(template.fields.texts).map(([key, initial]) => (
        <TextInput
          key={key}
          label={`Text: ${key}`}
          value={changes.texts[key] ?? initial}
          onChange={(event) => set('texts', key, event.currentTarget.value)}
        />
      ))}
      <Group grow>
        {Object.entries(template.fields.colours).map(([key, initial]) => (
          <ColorInput
            key={key}
            label={`Colour: ${key}`}
            format="hex"
            value={changes.colours[key] ?? initial}
            onChange={(value) => set('colours', key, value)}
          />
        ))}
      </Group>
      <Group grow>
        {Object.entries(template.fields.fonts).map(([key, initial]) => (
          <Select
            key={key}
            label={`Font: ${key}`}
            data={[...designFonts]}
            value={changes.fonts[key] ?? initial}
            onChange={(value) => value !== null && set('fonts', key, value)}
            allowDeselect={false}
          />
        ))}
      </Group>
      {template.fields.images.map((key) => (
        <Select
          key={key}
          label={`Picture: ${key}`}
          placeholder={pictures.length === 0 ? 'Upload a picture to the post first' : 'Choose a picture'}
          data={pictures.map((picture, index) => ({ value: picture.mediaId, label: `Image ${index + 1}` }))}
          value={changes.images[key] ?? null}
          onChange={(value) => value !== null && set('images', key, value)}
          disabled={pictures.length === 0}
        />
      ))}
    </Stack>
  );
}

/** Banner generation: pick a template, change its texts, colours, fonts and picture, render, attach. */
export function BannerDialog({ calendarId, pictures, onClose, onAttach }: BannerDialogProps) {
  const [name, setName] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const templates = useTemplates({ name, tag: tag ?? '' });
  const [chosen, setChosen] = useState<GraphicTemplate | null>(null);
  const [changes, setChanges] = useState<Changes>(noChanges);
  const [uid, setUid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const job = useDesignJob(uid);
  const tags = [...new Set((templates.data?.data ?? []).flatMap((template) => template.tags))].sort();

  const attached = useRef(false);
  useEffect(() => {
    // Once: the job's answer is read again on every poll and window focus.
    if (job.data?.status !== 'ready' || !job.data.media || attached.current) return;
    attached.current = true;
    onAttach(job.data.media);
  }, [job.data, onAttach]);
  const shownError = error ?? (job.data?.status === 'failed' ? job.data.error : null);

  async function generate() {
    if (!chosen) return;
    setError(null);
    setStarting(true);
    try {
      setUid(await startBanner({ calendarId, imageData: { template: chosen.uid, modifications: changes } }));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setStarting(false);
    }
  }

  const rendering = uid !== null && job.data?.status !== 'failed' && job.data?.status !== 'ready';
  return (
    <Modal opened onClose={onClose} title="Graphic template" size="xl" data-testid="banner-dialog">
      <Stack gap="sm">
        <Group grow>
          <TextInput
            placeholder="Search templates"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Select placeholder="Any tag" data={tags} value={tag} onChange={setTag} clearable />
        </Group>
        {templates.isPending && <Loader size="sm" />}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {(templates.data?.data ?? []).map((template) => (
            <UnstyledButton
              key={template.uid}
              onClick={() => {
                setChosen(template);
                setChanges(noChanges);
              }}
              data-testid={`template-${template.uid}`}
              style={{
                outline: chosen?.uid === template.uid ? '2px solid var(--mantine-color-blue-6)' : 'none',
                borderRadius: 4,
              }}
            >
              <Image src={template.preview_url} alt={template.name} radius="sm" />
              <Text size="xs" mt={4}>
                {template.name} · {template.width}x{template.height}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
        {chosen && (
          <TemplateFields template={chosen} changes={changes} pictures={pictures} onChange={setChanges} />
        )}
        {shownError !== null && (
          <Alert color="red" variant="light" data-testid="banner-error">
            {shownError}
          </Alert>
        )}
        <Group justify="flex-end">
          {rendering && <Text size="sm">Making your image…</Text>}
          <Button variant="default" onClick={onClose}>
            CANCEL
          </Button>
          <Button
            onClick={() => void generate()}
            disabled={!chosen || rendering}
            loading={starting || rendering}
          >
            Generate
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
