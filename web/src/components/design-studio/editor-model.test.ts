import { describe, expect, it } from 'vitest';
import {
  commit,
  emptyEditor,
  moveLayer,
  newLayer,
  redo,
  removeLayer,
  undo,
  updateLayer,
} from './editor-model';

const size = { width: 1080, height: 1080 };

describe('the design editor document', () => {
  it('undoes and redoes every change in order, and a new change drops the redo', () => {
    const text = newLayer('text', size);
    const one = commit(emptyEditor(), { layers: [text] });
    const two = updateLayer(one, text.id, { text: 'Hello' });
    expect(undo(two).layers[0]!.text).toBe('Your text');
    expect(undo(undo(two)).layers).toEqual([]);
    expect(redo(undo(two)).layers[0]!.text).toBe('Hello');
    const branched = commit(undo(two), { background: '#000000' });
    expect(redo(branched)).toBe(branched);
    expect(undo(emptyEditor())).toEqual(emptyEditor());
  });

  it('moves layers up and down within the stack and removes them', () => {
    const [a, b, c] = (['rect', 'circle', 'text'] as const).map((kind) => newLayer(kind, size));
    const state = commit(emptyEditor(), { layers: [a!, b!, c!] });
    expect(moveLayer(state, a!.id, 1).layers.map((layer) => layer.id)).toEqual([b!.id, a!.id, c!.id]);
    expect(moveLayer(state, c!.id, 1)).toBe(state);
    expect(moveLayer(state, a!.id, -1)).toBe(state);
    expect(removeLayer(state, b!.id).layers.map((layer) => layer.id)).toEqual([a!.id, c!.id]);
  });
});
