import { useDictionary } from '@/components/dictionary';

/** Dictionaries the product screens name codes with (reference's `reg/user/listDict`). */
export const DOCUMENT_TYPE_DICT = 'documentType';
export const COMP_ROLE_DICT = 'compRole';
export const EMPLOYEE_ROLE_DICT = 'employeeRole';

/**
 * A code's label in `dictType`; the code itself until the dictionary has loaded or when it
 * does not know the code. Employee roles may carry a product prefix (`EC-E101`, §6).
 */
export function useDictLabel(dictType: string): (code: string) => string {
  const { data } = useDictionary(dictType);
  return (code) => {
    const plain = code.includes('-') ? code.slice(code.lastIndexOf('-') + 1) : code;
    return data?.find((entry) => entry.code === code || entry.code === plain)?.label ?? code;
  };
}
