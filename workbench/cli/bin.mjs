#!/usr/bin/env node
// `npx subpixel`: Node 20 cannot run TypeScript by itself, so register tsx's loader
// (a dev dependency installed by `npm ci`) and run the TypeScript entry point.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./main.ts');
process.exitCode = await main(process.argv.slice(2));
