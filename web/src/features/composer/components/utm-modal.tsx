import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { type UtmParameters, addUtmToText, linksInText, messages, utmParametersSchema } from '@kairos/core';
import { useState } from 'react';

interface UtmModalProps {
  opened: boolean;
  message: string;
  onClose: () => void;
  onApply: (message: string) => void;
}

const fields = [
  { name: 'source', label: 'Campaign source', placeholder: 'e.g. facebook', required: true },
  { name: 'medium', label: 'Campaign medium', placeholder: 'e.g. social', required: true },
  { name: 'name', label: 'Campaign name', placeholder: 'e.g. spring_sale', required: true },
  { name: 'term', label: 'Campaign term', placeholder: 'Optional', required: false },
  { name: 'content', label: 'Campaign content', placeholder: 'Optional', required: false },
] as const;

const blank: UtmParameters = { source: '', medium: '', name: '', term: '', content: '' };

/** 'Select URL for add UTM parameters': the links of the message first, then the form. */
export function UtmModal({ opened, message, onClose, onApply }: UtmModalProps) {
  const links = [...new Set(linksInText(message))];
  const [url, setUrl] = useState<string | null>(null);
  const [values, setValues] = useState<UtmParameters>(blank);
  const [error, setError] = useState<string | null>(null);
  const chosen = url ?? (links.length === 1 ? links[0] : null) ?? null;
  const [step, setStep] = useState<'links' | 'form'>('links');

  function close() {
    setUrl(null);
    setValues(blank);
    setError(null);
    setStep('links');
    onClose();
  }

  function apply() {
    const parsed = utmParametersSchema.safeParse(values);
    if (!parsed.success || chosen === null) {
      setError(messages.utm.requiredFields);
      return;
    }
    onApply(addUtmToText(message, parsed.data, chosen));
    close();
  }

  return (
    <Modal opened={opened} onClose={close} title={messages.utm.modalTitle} centered size="lg" zIndex={300}>
      {step === 'links' ? (
        <Stack gap="md">
          {links.length === 0 ? (
            <Text c="dimmed">Add a link (https://...) to your post to tag it with UTM parameters.</Text>
          ) : (
            <Radio.Group value={chosen} onChange={setUrl} label="Links in your post">
              <Stack gap="xs" mt="xs">
                {links.map((link) => (
                  <Radio
                    key={link}
                    value={link}
                    label={link}
                    styles={{ label: { wordBreak: 'break-all' } }}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button disabled={chosen === null} onClick={() => setStep('form')}>
              Next
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {chosen}
          </Text>
          {error !== null && (
            <Alert color="red" variant="light">
              {error}
            </Alert>
          )}
          {fields.map((field) => (
            <TextInput
              key={field.name}
              label={field.label}
              placeholder={field.placeholder}
              withAsterisk={field.required}
              value={values[field.name]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((current) => ({ ...current, [field.name]: value }));
                setError(null);
              }}
            />
          ))}
          <Group justify="space-between" mt="xs">
            <Button variant="subtle" onClick={() => setStep('links')}>
              Back
            </Button>
            <Button onClick={apply}>Add UTM parameters</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
