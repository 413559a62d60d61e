#!/usr/bin/env node
// Production entry: runs the compiled CLI under dist/ (built by `npm run build`, which `npm ci` runs).
import { main } from '../dist/src/main.js';

await main(process.argv.slice(2));
