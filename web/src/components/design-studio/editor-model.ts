/** The design editor's document: layers bottom to top, with an undo/redo history. */
export type LayerKind = 'text' | 'rect' | 'circle' | 'image';

export interface Layer {
  id: string;
  kind: LayerKind;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  fill: string;
  text?: string;
  fontFamily?: string;
  fontSize?: number;
  /** An image layer's source URL. */
  src?: string;
}

export interface EditorState {
  layers: Layer[];
  background: string;
  past: Omit<EditorState, 'past' | 'future'>[];
  future: Omit<EditorState, 'past' | 'future'>[];
}

export const editorFonts = ['Arial', 'Georgia', 'Times New Roman', 'Courier New', 'Verdana'] as const;
const historyLimit = 100;

export const emptyEditor = (background = '#ffffff'): EditorState => ({
  layers: [],
  background,
  past: [],
  future: [],
});

const snapshot = (state: EditorState) => ({ layers: state.layers, background: state.background });

/** A change that can be undone: the present goes to the past, the future is dropped. */
export function commit(
  state: EditorState,
  change: Partial<Pick<EditorState, 'layers' | 'background'>>,
): EditorState {
  return {
    ...state,
    ...change,
    past: [...state.past, snapshot(state)].slice(-historyLimit),
    future: [],
  };
}

export function undo(state: EditorState): EditorState {
  const previous = state.past.at(-1);
  if (!previous) return state;
  return { ...previous, past: state.past.slice(0, -1), future: [snapshot(state), ...state.future] };
}

export function redo(state: EditorState): EditorState {
  const next = state.future[0];
  if (!next) return state;
  return { ...next, past: [...state.past, snapshot(state)], future: state.future.slice(1) };
}

export const updateLayer = (state: EditorState, id: string, patch: Partial<Layer>): EditorState =>
  commit(state, { layers: state.layers.map((layer) => (layer.id === id ? { ...layer, ...patch } : layer)) });

export const removeLayer = (state: EditorState, id: string): EditorState =>
  commit(state, { layers: state.layers.filter((layer) => layer.id !== id) });

/** Moves a layer one step up (towards the front) or down. */
export function moveLayer(state: EditorState, id: string, step: 1 | -1): EditorState {
  const index = state.layers.findIndex((layer) => layer.id === id);
  const target = index + step;
  if (index < 0 || target < 0 || target >= state.layers.length) return state;
  const layers = [...state.layers];
  [layers[index], layers[target]] = [layers[target]!, layers[index]!];
  return commit(state, { layers });
}

let counter = 0;
export function newLayer(
  kind: LayerKind,
  size: { width: number; height: number },
  extra: Partial<Layer> = {},
): Layer {
  counter += 1;
  const side = Math.round(Math.min(size.width, size.height) / 3);
  const base = { id: `layer-${Date.now()}-${counter}`, kind, x: side / 2, y: side / 2, rotation: 0 };
  if (kind === 'text')
    return {
      ...base,
      width: side * 2,
      height: side / 2,
      fill: '#222222',
      text: 'Your text',
      fontFamily: 'Arial',
      fontSize: Math.round(side / 4),
      ...extra,
    };
  return { ...base, width: side, height: side, fill: kind === 'image' ? '#ffffff' : '#4c6ef5', ...extra };
}
