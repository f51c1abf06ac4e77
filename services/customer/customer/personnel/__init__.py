"""Personnel management of the current company: employees, their roles, the administrator,
and which business notifications each employee receives by SMS."""
