"""duration arrays: fixed-length spans of time (duration, days, hours, minutes, seconds, years, ...)."""
