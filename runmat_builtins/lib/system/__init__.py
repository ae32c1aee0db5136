"""Operating-system queries: environment variables, shell commands, platform and release."""
