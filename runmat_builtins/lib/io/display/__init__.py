"""Showing values: disp, display, format, fprintf."""
