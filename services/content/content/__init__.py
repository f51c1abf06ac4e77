"""Content service: news articles, the product catalogue, help guides and files."""
