// `npm run generate`: regenerates generated/ from schemas/. Runs from source through tsx so that it
// works even when generated/ is stale enough that the TypeScript build fails.
import { writtenFiles } from '../src/lib/cli/writtenFiles.js';
import { writeGenerated } from '../src/lib/schema/index.js';
import { packageRoot } from '../src/lib/shared/packageRoot.js';

const { written, removed } = await writeGenerated(packageRoot());
for (const line of writtenFiles(written, removed).lines) process.stderr.write(`${line}\n`);
