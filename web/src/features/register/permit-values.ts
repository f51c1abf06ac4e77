import type { Invitation } from '@/features/register/api/get-invitation';
import type { Registration } from '@/features/register/api/get-registration';
import type { PermitInput } from '@/features/register/api/submit-permit';
import type { StoredFile } from '@/lib/files';
import { normaliseCreditCode } from '@/lib/validators/credit-code';
import { normaliseIdNumber } from '@/lib/validators/id-number';

export type CompRole = PermitInput['compRoles'][number];
export const COMP_ROLES: readonly CompRole[] = ['C101', 'C102', 'C103', 'C104', 'C105', 'C106'];

export function isCompRole(value: string): value is CompRole {
  return (COMP_ROLES as readonly string[]).includes(value);
}

export interface PermitValues {
  compName: string;
  creditCode: string;
  legalName: string;
  /** Empty when one is on file: the server shows it masked, so it is typed again. */
  legalIdNumber: string;
  provinceCode: string;
  areaCode: string;
  address: string;
  licence: StoredFile | null;
  compRoles: CompRole[];
  inviteCode: string;
}

/** The form's fields by the wire names the server's msgs and the reviewer's reasons use. */
export const WIRE_FIELDS = {
  compName: 'compName',
  creditCode: 'creditCode',
  legalName: 'legalName',
  legalIdNumber: 'legalIdNumber',
  provinceCode: 'provinceCode',
  areaCode: 'areaCode',
  address: 'address',
  licenceFileToken: 'licence',
  compRoles: 'compRoles',
  inviteCode: 'inviteCode',
} as const satisfies Record<string, keyof PermitValues>;

export type WireField = keyof typeof WIRE_FIELDS;

/** A licence on file: its name and type are known once its bytes are read. */
export function licenceOnFile(fileToken: string, fileName: string): StoredFile {
  return { fileToken, fileName, contentType: '', size: 0 };
}

/**
 * What the form starts with: what the registration holds, else what the invitation knows (the
 * company's name and role), and the invitation code of the link.
 */
export function permitDefaults(
  registration: Registration,
  invitation: Invitation | undefined,
  inviteCode: string | undefined,
  licenceName: string,
): PermitValues {
  const invitedRole = invitation && isCompRole(invitation.compRole) ? [invitation.compRole] : [];
  const roles = registration.compRoles.filter(isCompRole);
  return {
    compName: registration.compName ?? invitation?.compName ?? '',
    creditCode: registration.creditCode ?? '',
    legalName: registration.legalName ?? '',
    legalIdNumber: '',
    provinceCode: registration.provinceCode ?? '',
    areaCode: registration.areaCode ?? '',
    address: registration.address ?? '',
    licence: registration.licenceFileToken
      ? licenceOnFile(registration.licenceFileToken, licenceName)
      : null,
    compRoles: roles.length > 0 ? roles : invitedRole,
    inviteCode: inviteCode ?? '',
  };
}

/** The wire form of the values (normalised as the server stores them). */
export function toPermitInput(values: PermitValues): PermitInput {
  return {
    compName: values.compName.trim(),
    creditCode: normaliseCreditCode(values.creditCode),
    legalName: values.legalName.trim(),
    legalIdNumber: normaliseIdNumber(values.legalIdNumber),
    provinceCode: values.provinceCode,
    areaCode: values.areaCode,
    address: values.address.trim(),
    licenceFileToken: values.licence?.fileToken ?? '',
    compRoles: COMP_ROLES.filter((role) => values.compRoles.includes(role)),
    inviteCode: values.inviteCode.trim() || null,
  };
}
