"""In-site messages operators send to a company, a company role or every company."""
