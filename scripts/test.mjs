// `npm test`: every check the project has, in order, stopping at the first failure.
// Lint and types first (fast), then the console build the browser tests load, then every
// Vitest project (contract, API on PGlite and on PostgreSQL when TEST_DATABASE_URL is set,
// web units, browser tests) in one run, so one summary line closes the output.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npx', ['biome', 'check', '.']],
  ['types', 'npx', ['tsc', '-b']],
  ['test types', 'npx', ['tsc', '-p', 'tsconfig.tests.json']],
  ['build console', 'npm', ['run', 'build', '-w', 'web']],
  ['tests', 'npx', ['vitest', 'run', ...process.argv.slice(2)]],
];

for (const [name, command, args] of steps) {
  process.stdout.write(`\n== ${name}: ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    process.stdout.write(`\n== ${name} failed (exit ${result.status ?? result.signal})\n`);
    process.exit(result.status ?? 1);
  }
}
