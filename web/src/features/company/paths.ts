export const COMPANY_LIST_PATH = '/center/crm/company/list';
export const CHANGE_ACC_PATH = '/center/crm/company/changeAcc';
export const CHANGE_ACC_VIEW_PATH = '/center/crm/company/changeAccView';
