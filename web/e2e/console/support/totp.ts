import { createHmac } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The authenticator app, for the journeys: TOTP codes (RFC 6238: 30-second steps, 6 digits,
// HMAC-SHA1) from a base32 secret. The back office accepts a code for the step before, now or
// after, and never a step at or before the last one it accepted for that operator: the helper
// remembers the steps it handed out per secret (in a file of this run's server, so a restarted
// test worker still knows) and waits for the next step when the window is used up.

const STEP_SEC = 30;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(secret: string): Buffer {
  const clean = secret.replace(/[\s=-]/g, '').toUpperCase();
  let bits = '';
  for (const char of clean) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

export function base32Encode(bytes: Buffer): string {
  const bits = [...bytes].map((byte) => byte.toString(2).padStart(8, '0')).join('');
  const chunks = bits.match(/.{1,5}/g) ?? [];
  return chunks.map((chunk) => ALPHABET[parseInt(chunk.padEnd(5, '0'), 2)]).join('');
}

/** The published authenticator secret of a demo operator (backoffice.demo.demo_totp_secret). */
export function demoSecret(username: string): string {
  return base32Encode(Buffer.from(`portal-demo-${username}`.padEnd(20, '-').slice(0, 20)));
}

export function codeAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

function ledgerFile(): string {
  const server = new URL(process.env.CONSOLE_URL ?? 'http://127.0.0.1:8002').port || 'default';
  return join(tmpdir(), `console-e2e-totp-${server}.json`);
}

function readLedger(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(ledgerFile(), 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * A code the back office will accept now for `secret`, never one handed out before: the
 * current step's, else the next step's (within the drift window), else it waits for a step.
 */
export async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const current = Math.floor(Date.now() / 1000 / STEP_SEC);
    const ledger = readLedger();
    const used = ledger[secret] ?? 0;
    const step = [current, current + 1].find((candidate) => candidate > used);
    if (step !== undefined) {
      writeFileSync(ledgerFile(), JSON.stringify({ ...ledger, [secret]: step }));
      return codeAt(secret, step);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
