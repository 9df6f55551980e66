import { Piscina } from 'piscina';
import type { RenderTask } from './render-pool';
import { renderDesign } from './render-template';

/**
 * One drawing in the renderer's thread. The PNG is copied once into a buffer of its own (a small
 * Buffer may sit in Node's shared slab, which cannot be transferred) and moved back, not cloned.
 */
export default async function render(task: RenderTask): Promise<Uint8Array> {
  const png = await renderDesign(task.design, task.options);
  return Piscina.move(new Uint8Array(png)) as Uint8Array;
}
