"""Business notifications by SMS: delivering a notice to the employees who chose it."""
