"""Customer service: companies, employees, roles, permits, registration and invitations."""
