import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// What the factoring company's staff do, done the way they do it: `portalctl` against the
// server under test. scripts/e2e.sh points it there (PORTALCTL_OPERATOR_URL, the operator
// port of the embedded server) and names uv (UV).

const run = promisify(execFile);
const repository = fileURLToPath(new URL('../../..', import.meta.url));

/** Runs `portalctl <args>` and resolves to what it printed; a refusal rejects with its message. */
export async function portalctl(...args: string[]): Promise<string> {
  const uv = process.env.UV ?? 'uv';
  try {
    const { stdout } = await run(uv, ['run', '--no-sync', 'portalctl', ...args], {
      cwd: repository,
      env: process.env,
      timeout: 60_000,
    });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`portalctl ${args.join(' ')} failed:\n${stdout}${stderr}`, { cause: error });
  }
}

/**
 * A mobile number no demo account and no other test uses: journeys that register, invite or
 * add people need their own, because Playwright runs tests in parallel on one server.
 */
export function freshMobile(): string {
  return `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
