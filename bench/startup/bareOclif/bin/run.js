#!/usr/bin/env node
// The entry `oclif generate` writes for an ESM CLI.
import { execute } from '@oclif/core';

await execute({ dir: import.meta.url });
