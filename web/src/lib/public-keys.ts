import { ApiError } from '@/lib/api-error';
import { apiPath } from '@/lib/api-paths';
import { baseHeaders, readEnvelope, send } from '@/lib/api-transport';
import { clientProfile } from '@/lib/client-profile';
import { importRsaPublicKey } from '@/lib/crypto/rsa-oaep';

export interface PublicKey {
  kid: string;
  key: CryptoKey;
}

/** `transport` protects every call (gateway); `credential` encrypts password fields (auth). */
export interface PublicKeys {
  transport: PublicKey;
  credential: PublicKey;
}

interface WireKey {
  kid: string;
  spki: string;
}

function isWireKey(value: unknown): value is WireKey {
  if (typeof value !== 'object' || value === null) return false;
  const { kid, spki } = value as Record<string, unknown>;
  return typeof kid === 'string' && kid !== '' && typeof spki === 'string' && spki !== '';
}

async function importKey(wire: WireKey): Promise<PublicKey> {
  return { kid: wire.kid, key: await importRsaPublicKey(wire.spki) };
}

/**
 * Asks the gateway for its public keys: the one unprotected POST (DESIGN §5), the profile's
 * `keyCall`. Throws on any
 * failure (an ApiError when the gateway answered); the caller turns it into what users see.
 */
export async function fetchPublicKeys(): Promise<PublicKeys> {
  const response = await send(
    { method: 'POST', target: apiPath(clientProfile().keyCall), headers: baseHeaders() },
    {},
  );
  const envelope = await readEnvelope(response);
  if (response.status !== 200 || envelope === undefined) {
    throw new ApiError({ kind: 'http', status: response.status, msg: envelope?.msg ?? '' });
  }
  if (!envelope.ok) {
    throw new ApiError({ kind: 'envelope', status: envelope.status, msg: envelope.msg });
  }
  const { transport, credential } = (envelope.body ?? {}) as Record<string, unknown>;
  if (!isWireKey(transport) || !isWireKey(credential)) {
    throw new Error('secretKey answered without transport and credential keys');
  }
  const [transportKey, credentialKey] = await Promise.all([
    importKey(transport),
    importKey(credential),
  ]);
  return { transport: transportKey, credential: credentialKey };
}
