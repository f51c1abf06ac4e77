import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// What the factoring company's staff do, done the way they do it: `portalctl` against the
// server under test, as one of the demo operators with their personal API token.
// scripts/e2e.sh points it at the console (PORTALCTL_URL) and names uv (UV).

const run = promisify(execFile);
const repository = fileURLToPath(new URL('../../..', import.meta.url));

/** The demo operators (dev and test data), one per role. */
export type Operator = 'reviewer' | 'approver' | 'editor' | 'admin' | 'auditor';

/** A demo operator's published personal API token (dev and test data only). */
export function demoApiToken(operator: Operator): string {
  return `opt_Tdemo-${operator}_demo-${operator}-api-token-not-for-production`;
}

/**
 * Runs `portalctl <args>` as `operator` and resolves to what it printed; a refusal rejects with
 * its message.
 */
export async function portalctl(operator: Operator, ...args: string[]): Promise<string> {
  const uv = process.env.UV ?? 'uv';
  try {
    const { stdout } = await run(uv, ['run', '--no-sync', 'portalctl', ...args], {
      cwd: repository,
      env: { ...process.env, PORTALCTL_TOKEN: demoApiToken(operator) },
      timeout: 60_000,
    });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`portalctl ${args.join(' ')} failed:\n${stdout}${stderr}`, { cause: error });
  }
}

/**
 * Four eyes: the demo reviewer recommends what the demo approver then decides, on case `id` of
 * `queue` (registration, permit, admin-change); `reasons` are the command's `--reason` values.
 */
export async function decide(
  queue: string,
  id: string,
  decision: 'approve' | 'reject',
  ...reasons: string[]
): Promise<string> {
  const options = reasons.flatMap((reason) => ['--reason', reason]);
  const verdict = decision === 'approve' ? '--approve' : '--reject';
  await portalctl('reviewer', queue, 'recommend', id, verdict, ...options);
  return portalctl('approver', queue, decision, id, ...options);
}

/**
 * A mobile number no demo account and no other test uses: journeys that register, invite or
 * add people need their own, because Playwright runs tests in parallel on one server.
 */
export function freshMobile(): string {
  return `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
