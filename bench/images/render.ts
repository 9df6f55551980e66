/**
 * The image studio's rendering benchmark (issue 23):
 *
 *   npx tsx bench/images/render.ts [--rounds 100]
 *
 * Renders a 1080x1080 template (satori + resvg with the bundled fonts, as the design worker does)
 * with a different heading each round, to PNG bytes. The first render (fonts parsed) is a warm-up,
 * not counted. Prints p50/p99 in milliseconds; the last line is one JSON object. Target: p99 under
 * 300 ms. BENCH_SMOKE=1: 3 renders.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { renderDesign } from '../../server/src/modules/design/render-template';
import { designOf } from '../../server/src/modules/design/resolve-banner';
import { findTemplate } from '../../server/src/modules/design/templates';
import { percentile, round } from '../dispatch/figures';
import { sized } from '../support/smoke';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: sized('100', '3') } } });
const rounds = Number(args.rounds);
const template = findTemplate('sale-instagram');
if (!template) throw new Error('the sale-instagram template is gone');

const design = (index: number) =>
  designOf(template, {
    texts: { heading: `SALE ${index}`, body: `Round ${index} of ${rounds}` },
    colours: {},
    fonts: {},
  });

await renderDesign(design(0));
const timings: number[] = [];
for (let index = 1; index <= rounds; index++) {
  const started = performance.now();
  const png = await renderDesign(design(index));
  timings.push(performance.now() - started);
  if (png.length < 1000) throw new Error('the render made no picture');
}
timings.sort((a, b) => a - b);
const p50 = round(percentile(timings, 50), 1);
const p99 = round(percentile(timings, 99), 1);
console.log(`rendered ${rounds} 1080x1080 templates: p50 ${p50} ms, p99 ${p99} ms`);
const load = os.loadavg().map((value) => round(value, 2));
console.log(JSON.stringify({ benchmark: 'images-render', rounds, renderP50Ms: p50, renderP99Ms: p99, load }));
