// Writes the golden images of server/test/design/banner-render.test.ts; run it only when a template
// changes on purpose (npx tsx server/test/design/make-goldens.ts), then look at the images.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { goldenCases } from './golden-cases';

for (const golden of goldenCases) {
  writeFileSync(
    path.join(import.meta.dirname, '../fixtures/design', `${golden.name}.png`),
    await golden.render(),
  );
}
