import {
  ActionIcon,
  Button,
  ColorInput,
  FileButton,
  Group,
  Menu,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconChevronDown,
  IconChevronUp,
  IconTrash,
} from '@tabler/icons-react';
import type Konva from 'konva';
import { useEffect, useRef, useState } from 'react';
import type { StudioPicture } from './banner-dialog';
import { EditorCanvas } from './editor-canvas';
import * as model from './editor-model';

export interface DesignEditorProps {
  width: number;
  height: number;
  /** A template's preview to start from (an image layer filling the page). */
  startImage?: string;
  pictures: readonly StudioPicture[];
  onClose: () => void;
  onExport: (file: Blob, name: string) => void;
}

const canvasSide = 560;

function LayerProperties({
  layer,
  onChange,
}: {
  layer: model.Layer;
  onChange: (patch: Partial<model.Layer>) => void;
}) {
  return (
    <Stack gap="xs" data-testid="layer-properties">
      {layer.kind === 'text' && (
        <>
          <TextInput
            label="Text"
            value={layer.text ?? ''}
            onChange={(e) => onChange({ text: e.currentTarget.value })}
          />
          <Select
            label="Font"
            data={[...model.editorFonts]}
            value={layer.fontFamily ?? 'Arial'}
            onChange={(value) => value && onChange({ fontFamily: value })}
            allowDeselect={false}
          />
          <NumberInput
            label="Size"
            min={8}
            max={400}
            value={layer.fontSize}
            onChange={(value) => onChange({ fontSize: Number(value) || 8 })}
          />
        </>
      )}
      {layer.kind !== 'image' && (
        <ColorInput label="Colour" format="hex" value={layer.fill} onChange={(fill) => onChange({ fill })} />
      )}
    </Stack>
  );
}

/** The embedded design tool: text, shapes, pictures, layers, undo/redo, exported into the post. */
export function DesignEditor({ width, height, startImage, pictures, onClose, onExport }: DesignEditorProps) {
  const size = { width, height };
  const [state, setState] = useState(() =>
    startImage
      ? model.commit(model.emptyEditor(), {
          layers: [model.newLayer('image', size, { x: 0, y: 0, width, height, src: startImage })],
        })
      : model.emptyEditor(),
  );
  const [selected, setSelected] = useState<string | null>(null);
  const stage = useRef<Konva.Stage>(null);
  const scale = Math.min(canvasSide / width, canvasSide / height);
  const layer = state.layers.find((each) => each.id === selected) ?? null;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
      setState((current) => (event.shiftKey ? model.redo(current) : model.undo(current)));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const add = (kind: model.LayerKind, extra: Partial<model.Layer> = {}) => {
    const created = model.newLayer(kind, size, extra);
    setState((current) => model.commit(current, { layers: [...current.layers, created] }));
    setSelected(created.id);
  };

  function exportAs(mimeType: 'image/png' | 'image/jpeg') {
    setSelected(null);
    // The transformer's handles go with the selection before the picture is taken.
    requestAnimationFrame(() => {
      // toBlob, not a data: URL fetched back: the app's CSP refuses fetching data: URLs.
      void stage.current?.toBlob({ mimeType, quality: 0.92, pixelRatio: 1 / scale }).then((blob) => {
        if (blob instanceof Blob) onExport(blob, mimeType === 'image/png' ? 'design.png' : 'design.jpg');
      });
    });
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Design ${width}x${height}`}
      size="auto"
      data-testid="design-editor"
    >
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Stack gap="xs" w={200}>
          <Button variant="default" onClick={() => add('text')}>
            Add text
          </Button>
          <Button variant="default" onClick={() => add('rect')}>
            Add rectangle
          </Button>
          <Button variant="default" onClick={() => add('circle')}>
            Add circle
          </Button>
          <FileButton
            accept="image/png,image/jpeg,image/webp"
            onChange={(file) => file && add('image', { src: URL.createObjectURL(file) })}
          >
            {(props) => (
              <Button variant="default" {...props}>
                Add image file
              </Button>
            )}
          </FileButton>
          {pictures.length > 0 && (
            <Menu>
              <Menu.Target>
                <Button variant="default">Add post image</Button>
              </Menu.Target>
              <Menu.Dropdown>
                {pictures.map((picture, index) => (
                  <Menu.Item key={picture.mediaId} onClick={() => add('image', { src: picture.url })}>
                    Image {index + 1}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
          <ColorInput
            label="Background"
            format="hex"
            value={state.background}
            onChange={(background) => setState((current) => model.commit(current, { background }))}
          />
          <Group gap={4}>
            <ActionIcon
              variant="default"
              aria-label="Undo"
              onClick={() => setState(model.undo)}
              disabled={state.past.length === 0}
            >
              <IconArrowBackUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label="Redo"
              onClick={() => setState(model.redo)}
              disabled={state.future.length === 0}
            >
              <IconArrowForwardUp size={16} />
            </ActionIcon>
          </Group>
        </Stack>
        <div style={{ border: '1px solid var(--mantine-color-gray-4)' }}>
          <EditorCanvas
            stageRef={stage}
            width={width}
            height={height}
            scale={scale}
            background={state.background}
            layers={state.layers}
            selected={selected}
            onSelect={setSelected}
            onChange={(id, patch) => setState((current) => model.updateLayer(current, id, patch))}
          />
        </div>
        <Stack gap="xs" w={220}>
          <Text fw={600} size="sm">
            Layers
          </Text>
          {[...state.layers].reverse().map((each) => (
            <Group key={each.id} gap={4} wrap="nowrap" data-testid="layer-row">
              <Button
                size="compact-xs"
                variant={each.id === selected ? 'filled' : 'subtle'}
                onClick={() => setSelected(each.id)}
                style={{ flex: 1 }}
              >
                {each.kind === 'text' ? (each.text ?? '').slice(0, 16) || 'Text' : each.kind}
              </Button>
              <ActionIcon
                size="sm"
                variant="subtle"
                aria-label="Bring forward"
                onClick={() => setState((c) => model.moveLayer(c, each.id, 1))}
              >
                <IconChevronUp size={14} />
              </ActionIcon>
              <ActionIcon
                size="sm"
                variant="subtle"
                aria-label="Send backward"
                onClick={() => setState((c) => model.moveLayer(c, each.id, -1))}
              >
                <IconChevronDown size={14} />
              </ActionIcon>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="red"
                aria-label="Delete layer"
                onClick={() => setState((c) => model.removeLayer(c, each.id))}
              >
                <IconTrash size={14} />
              </ActionIcon>
            </Group>
          ))}
          {layer && (
            <LayerProperties
              layer={layer}
              onChange={(patch) => setState((c) => model.updateLayer(c, layer.id, patch))}
            />
          )}
        </Stack>
      </Group>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          CANCEL
        </Button>
        <Button variant="light" onClick={() => exportAs('image/jpeg')}>
          Add as JPEG
        </Button>
        <Button onClick={() => exportAs('image/png')}>Add as PNG</Button>
      </Group>
    </Modal>
  );
}
