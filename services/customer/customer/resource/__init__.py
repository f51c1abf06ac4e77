"""Menu resources (web routes) and the employee roles that grant them."""
