"""Product permits: a company applies for a product, an operator decides (issue 5 item 2)."""
