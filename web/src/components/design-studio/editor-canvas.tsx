import type Konva from 'konva';
import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  Circle,
  Image as KonvaImage,
  Layer as KonvaLayer,
  Rect,
  Stage,
  Text,
  Transformer,
} from 'react-konva';
import type { Layer } from './editor-model';

interface EditorCanvasProps {
  stageRef: RefObject<Konva.Stage | null>;
  width: number;
  height: number;
  scale: number;
  background: string;
  layers: readonly Layer[];
  selected: string | null;
  onSelect: (id: string | null) => void;
  onChange: (id: string, patch: Partial<Layer>) => void;
}

function useLoadedImage(src: string | undefined): HTMLImageElement | null {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    if (!src) return;
    const element = new window.Image();
    element.crossOrigin = 'anonymous';
    element.onload = () => setImage(element);
    element.src = src;
  }, [src]);
  return image;
}

function ImageLayer({ layer, common }: { layer: Layer; common: Konva.NodeConfig }) {
  const image = useLoadedImage(layer.src);
  return <KonvaImage {...common} image={image ?? undefined} width={layer.width} height={layer.height} />;
}

/** The canvas: the design at its real size, drawn scaled to fit; the selected layer has handles. */
export function EditorCanvas(props: EditorCanvasProps) {
  const { stageRef, width, height, scale, background, layers, selected, onSelect, onChange } = props;
  const transformer = useRef<Konva.Transformer>(null);
  useEffect(() => {
    const stage = stageRef.current;
    const node = selected ? stage?.findOne(`#${selected}`) : undefined;
    transformer.current?.nodes(node ? [node] : []);
  }, [selected, layers, stageRef]);

  const afterTransform = (layer: Layer, node: Konva.Node) => {
    const patch = {
      x: node.x(),
      y: node.y(),
      rotation: node.rotation(),
      width: Math.max(5, node.width() * node.scaleX()),
      height: Math.max(5, node.height() * node.scaleY()),
    };
    node.scale({ x: 1, y: 1 });
    onChange(layer.id, patch);
  };

  return (
    <Stage
      ref={stageRef}
      width={width * scale}
      height={height * scale}
      scaleX={scale}
      scaleY={scale}
      onMouseDown={(event) => event.target === event.target.getStage() && onSelect(null)}
      data-testid="design-stage"
    >
      <KonvaLayer>
        <Rect
          name="background"
          x={0}
          y={0}
          width={width}
          height={height}
          fill={background}
          onMouseDown={() => onSelect(null)}
        />
        {layers.map((layer) => {
          const common = {
            id: layer.id,
            x: layer.x,
            y: layer.y,
            rotation: layer.rotation,
            draggable: true,
            onMouseDown: () => onSelect(layer.id),
            onTap: () => onSelect(layer.id),
            onDragEnd: (event: Konva.KonvaEventObject<DragEvent>) =>
              onChange(layer.id, { x: event.target.x(), y: event.target.y() }),
            onTransformEnd: (event: Konva.KonvaEventObject<Event>) => afterTransform(layer, event.target),
          };
          if (layer.kind === 'text')
            return (
              <Text
                key={layer.id}
                {...common}
                text={layer.text ?? ''}
                width={layer.width}
                fontFamily={layer.fontFamily}
                fontSize={layer.fontSize}
                fill={layer.fill}
              />
            );
          if (layer.kind === 'rect')
            return (
              <Rect key={layer.id} {...common} width={layer.width} height={layer.height} fill={layer.fill} />
            );
          if (layer.kind === 'circle')
            return (
              <Circle
                key={layer.id}
                {...common}
                offsetX={-layer.width / 2}
                offsetY={-layer.height / 2}
                radius={layer.width / 2}
                width={layer.width}
                height={layer.height}
                fill={layer.fill}
              />
            );
          return <ImageLayer key={layer.id} layer={layer} common={common} />;
        })}
        <Transformer ref={transformer} rotateEnabled />
      </KonvaLayer>
    </Stage>
  );
}
