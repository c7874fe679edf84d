/**
 * Prints the PINNED table of tests/engine/world/pinnedHashes.test.ts for the current engine.
 * Run it only when a behaviour change is intended: `npx tsx tests/tools/printPinnedHashes.ts`.
 */
import { listBuiltinLevels, loadBuiltinLevel } from '../../engine/level/builtin/index.ts';
import { createWorld } from '../../engine/world/world.ts';
import { partnerScenarioInput, scenarioInputs } from '../engine/support/scenarioInputs.ts';

const inputs = scenarioInputs(3600);
for (const { name } of listBuiltinLevels()) {
  const row = (['s1', 's2', 's3k', 'cd'] as const).map((profile) => {
    const w = createWorld(loadBuiltinLevel(name), { profile });
    for (const i of inputs) w.step(i);
    return `${profile}: '${w.hash()}'`;
  });
  console.log(`  ${name}: { ${row.join(', ')} },`);
}
console.log('// PINNED_PARTNER');
for (const { name } of listBuiltinLevels()) {
  const w = createWorld(loadBuiltinLevel(name), { profile: 's2', partner: { character: 'tails', control: 'cpu' } });
  for (let f = 0; f < 3600; f++) w.step(partnerScenarioInput(f));
  console.log(`  ${name}: '${w.hash()}',`);
}
