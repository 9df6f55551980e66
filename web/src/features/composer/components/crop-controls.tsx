import { ActionIcon, Button, Group, SegmentedControl, Slider, Text } from '@mantine/core';
import { IconRotateClockwise, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import {
  type CropState,
  cropPresets,
  maxZoom,
  minZoom,
  rotate,
  stepZoom,
  zoomStep,
} from '../utils/crop-math';

interface CropControlsProps {
  crop: CropState;
  onChange: (crop: CropState) => void;
  onReset: () => void;
}

export function CropControls({ crop, onChange, onReset }: CropControlsProps) {
  const preset = cropPresets.find((entry) => entry.ratio === crop.ratio) ?? cropPresets[0];
  return (
    <>
      <SegmentedControl
        fullWidth
        size="xs"
        value={preset.label}
        data={cropPresets.map((entry) => ({
          value: entry.label,
          label: `${entry.label} ${entry.ratioLabel}`,
        }))}
        onChange={(label) => {
          const ratio = cropPresets.find((entry) => entry.label === label)?.ratio ?? 1;
          onChange({ ...crop, ratio, offset: { x: 0, y: 0 } });
        }}
      />
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          variant="default"
          aria-label="Zoom out"
          onClick={() => onChange({ ...crop, zoom: stepZoom(crop.zoom, -1) })}
        >
          <IconZoomOut size={16} />
        </ActionIcon>
        <Slider
          style={{ flex: 1 }}
          min={minZoom}
          max={maxZoom}
          step={zoomStep}
          value={crop.zoom}
          label={(value) => `${value.toFixed(1)}x`}
          onChange={(zoom) => onChange({ ...crop, zoom: Math.round(zoom * 10) / 10 })}
          aria-label="Zoom"
        />
        <ActionIcon
          variant="default"
          aria-label="Zoom in"
          onClick={() => onChange({ ...crop, zoom: stepZoom(crop.zoom, 1) })}
        >
          <IconZoomIn size={16} />
        </ActionIcon>
        <Text size="sm" w={40} ta="right">
          {crop.zoom.toFixed(1)}x
        </Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRotateClockwise size={14} />}
          onClick={() => onChange({ ...crop, rotation: rotate(crop.rotation), offset: { x: 0, y: 0 } })}
        >
          Rotate
        </Button>
        <Button variant="subtle" size="xs" onClick={onReset}>
          Reset
        </Button>
      </Group>
    </>
  );
}
