"""The caller's companies and employee records: lists, company info, switching."""
