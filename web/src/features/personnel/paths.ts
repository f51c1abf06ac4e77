export const EMPLOYEE_LIST_PATH = '/center/crm/employee/list';
export const CHANGE_ADMIN_PATH = '/center/crm/employee/changeAdmin';
