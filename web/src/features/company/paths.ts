import { paths } from '@/lib/paths';

export const COMPANY_LIST_PATH = paths.companyList;
export const CHANGE_ACC_PATH = paths.changeAcc;
export const CHANGE_ACC_VIEW_PATH = paths.changeAccView;
