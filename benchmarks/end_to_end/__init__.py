"""End-to-end speed of `absint check` (start-up included): see __main__.py."""
