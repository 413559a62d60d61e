// `npm run generate`: regenerates generated/ from schemas/. Runs from source through tsx so that it
// works even when generated/ is stale enough that the TypeScript build fails.
import { writeGenerated } from '../src/lib/schema/index.js';
import { packageRoot } from '../src/lib/shared/packageRoot.js';

const written = await writeGenerated(packageRoot());
for (const file of written) process.stderr.write(`wrote ${file}\n`);
