/** Runs the CLI in-process with captured output (a subprocess test covers the real bin). */
import { main } from '../../../workbench/cli/main.ts';

export interface CliRun {
  code: number;
  out: string[];
  err: string[];
}

export async function runCli(...argv: string[]): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}
