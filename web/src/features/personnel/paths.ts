import { paths } from '@/lib/paths';

export const EMPLOYEE_LIST_PATH = paths.employeeList;
export const CHANGE_ADMIN_PATH = paths.changeAdmin;
